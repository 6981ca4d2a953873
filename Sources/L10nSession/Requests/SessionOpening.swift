import Foundation
import L10nProject

extension ProjectSession {
  /// A session of the working directory alone, reading no l10n.yml (the defaults, rooted there):
  /// for the runs a broken configuration must not stop (a diff of two files, the merge driver,
  /// `init`, `check --list-rules`).
  public static func unconfigured(
    workingDirectory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true),
    observer: SessionObserver = .silent, keepingValuesUntilExit: Bool = false
  ) -> ProjectSession {
    ProjectSession(
      project: Project(root: workingDirectory), workingDirectory: workingDirectory, observer: observer,
      keepingValuesUntilExit: keepingValuesUntilExit)
  }
}
