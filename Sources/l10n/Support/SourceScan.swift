import Foundation
import L10nExtraction
import L10nProject

/// A project's Swift sources (`ProjectSources`) scanned with a progress line on standard error
/// when it is a terminal, the tree is large and `quiet` is off.
struct SourceScan {
  var sources: ProjectSources
  /// No progress line on standard error (`--quiet`).
  var quiet = false

  /// nil when neither `--sources` nor l10n.yml name any source.
  init?(project: Project, sources: [String], workingDirectory: URL, useCache: Bool) throws {
    guard
      let found = try ProjectSources(
        project: project, sources: sources, workingDirectory: workingDirectory, useCache: useCache)
    else { return nil }
    self.sources = found
  }

  /// The sources `--sources` names, else l10n.yml's, scanned (with progress unless `quiet`); nil
  /// when neither names any.
  static func run(project: Project, sources: [String], quiet: Bool, workingDirectory: URL) throws
    -> ExtractionResult?
  {
    guard
      var scan = try SourceScan(project: project, sources: sources, workingDirectory: workingDirectory, useCache: true)
    else { return nil }
    scan.quiet = quiet
    return scan.run()
  }

  func run() -> ExtractionResult {
    let counter = Progress("Scanning", total: sources.files.count, unit: "Swift files", quiet: quiet, minimum: 500)
    var progress: (@Sendable (Int) -> Void)? = nil
    if counter.isShown { progress = { (done: Int) in counter.update(done) } }
    let result = sources.scan(progress: progress)
    counter.finish()
    return result
  }
}
