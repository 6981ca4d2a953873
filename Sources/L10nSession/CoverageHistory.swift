import Foundation
import L10nCatalog
import L10nProject
import L10nReporting

/// Coverage over the last commits that changed a catalog, read from git as `diff --base` reads a
/// revision: `git log`, then each catalog's content at each commit, counted as `status` counts.
enum CoverageHistory {
  /// The last `count` commits that changed one of `files`, oldest first; a note instead where git,
  /// the repository or its history is missing.
  static func read(count: Int, files: [CatalogFile], extraLanguages: [String], workingDirectory: URL) -> ReportHistory {
    let root: URL
    do {
      root = try Git.topLevel(from: workingDirectory)
      if try Git.isShallow(root) {
        return .unavailable(
          "No history: this is a shallow clone, whose history stops early. Fetch the full history "
            + "(in GitHub Actions, actions/checkout with fetch-depth: 0) to see coverage over time.")
      }
      let paths = try files.map { try Git.relativePath(of: URL(fileURLWithPath: $0.resolvedPath), to: root) }
      let commits = try Git.log(count: count, paths: paths, in: root)
      guard !commits.isEmpty else { return .unavailable("No history: no commit changed these catalogs yet.") }
      var points: [HistoryPoint] = []
      for commit in commits.reversed() {
        var statuses: [CatalogStatus] = []
        for (path, file) in zip(paths, files) {
          // A catalog the commit lacks, or that did not parse then (a conflict left in), is left out.
          guard let bytes = try Git.contents(of: path, at: commit.hash, in: root),
            let catalog = try? StringCatalog(bytes: bytes, file: "\(commit.hash):\(path)")
          else { continue }
          statuses.append(CatalogStatus(catalog: catalog, file: file.displayPath, extraLanguages: extraLanguages))
        }
        points.append(HistoryPoint(commit: commit.hash, date: commit.date, subject: commit.subject, statuses: statuses))
      }
      return .points(points)
    } catch let failure as Git.Failure {
      return .unavailable("No history: \(failure.with(hint: "build the page without --history"))")
    } catch {
      return .unavailable("No history: \(error)")
    }
  }
}
