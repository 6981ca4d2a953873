import Foundation
import L10nExtraction
import L10nProject

extension ProjectSession {
  /// The Swift sources `sources` names (from the working directory), else l10n.yml's; nil when
  /// neither names any.
  public func sources(_ sources: [String] = [], useCache: Bool = true) throws -> ProjectSources? {
    try ProjectSources(
      project: project, sources: sources, workingDirectory: workingDirectory, useCache: useCache, files: files)
  }

  /// Those sources scanned (with a progress line from 500 files on); nil when none are named.
  public func scan(_ sources: [String] = []) throws -> ExtractionResult? {
    try self.sources(sources).map(scan)
  }

  /// `sources` scanned, with progress.
  public func scan(_ sources: ProjectSources) -> ExtractionResult {
    let counter = observer.progress("Scanning", sources.files.count, "Swift files", 500)
    defer { counter.finish() }
    return sources.scan(progress: counter.steps)
  }
}
