import ArgumentParser
import Foundation
import L10nCatalog
import L10nProject

/// Reads every catalog a command works on before anything is written, so that one bad file stops
/// the run with every file untouched.
struct CatalogLoading {
  /// The catalogs that were read.
  var files: [CatalogFile] = []
  /// The errors of those that could not be read; the run fails if there is any.
  var errors: [any Error] = []

  init(project: Project, arguments: [String], workingDirectory: URL, recordingLocations: Bool = false) throws {
    let urls = try project.catalogURLs(arguments: arguments, workingDirectory: workingDirectory)
    for url in urls {
      do {
        files.append(
          try CatalogFile(
            path: url.path, displayPath: PathDisplay.relative(url, to: workingDirectory), recordingLocations: recordingLocations))
      } catch {
        errors.append(error)
      }
    }
  }

  /// Prints the errors and fails with status 2 if any catalog could not be read.
  func requireAll(color: ColorMode) throws {
    guard !errors.isEmpty else { return }
    for error in errors { Terminal.standardError.printError(error, color: color) }
    if errors.count > 1 || !files.isEmpty {
      Terminal.standardError.printNote("\(errors.count) of \(errors.count + files.count) catalogs could not be read; no file was changed.")
    }
    throw ExitCode.toolFailure
  }
}
