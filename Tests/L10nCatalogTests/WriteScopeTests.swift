import Foundation
import L10nTestSupport
import Testing

@testable import L10nCatalog

/// `WriteScope`: the folders the plugin may write in (macOS's plugin sandbox), judged on real
/// paths, with an error that says what to pass.
@Suite struct WriteScopeTests {
  @Test func insideAndOutside() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let package = folder.url.appendingPathComponent("App")
    try FileManager.default.createDirectory(at: package, withIntermediateDirectories: true)
    let scope = WriteScope(roots: [package.path])
    #expect(scope.contains(package.path))
    #expect(scope.contains(package.appendingPathComponent("Resources/Localizable.xcstrings").path))
    #expect(scope.contains(package.path + "/not/yet/made/fr.xliff"))
    #expect(!scope.contains(folder.url.path))
    #expect(!scope.contains(package.path + "/../Shared/Localizable.xcstrings"))
    // A sibling whose name starts with the package's is outside.
    #expect(!scope.contains(package.path + "Tools/x.xcstrings"))
    #expect(WriteScope(environmentValue: "") == nil)
    #expect(WriteScope(environmentValue: "\(package.path):\(folder.url.path)/Out")?.roots.count == 2)
  }

  /// A symbolic link out of the package is outside; one into it is inside (macOS's /tmp is
  /// /private/tmp, and the sandbox judges real paths).
  @Test func symbolicLinksAreFollowed() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let package = folder.url.appendingPathComponent("App")
    let shared = folder.url.appendingPathComponent("Shared")
    for url in [package, shared] { try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true) }
    try FileManager.default.createSymbolicLink(
      at: package.appendingPathComponent("Linked"), withDestinationURL: shared)
    try FileManager.default.createSymbolicLink(
      at: folder.url.appendingPathComponent("AppLink"), withDestinationURL: package)
    let scope = WriteScope(roots: [package.path])
    #expect(!scope.contains(package.appendingPathComponent("Linked/Localizable.xcstrings").path))
    #expect(scope.contains(folder.url.appendingPathComponent("AppLink/Localizable.xcstrings").path))
    #expect(WriteScope(roots: [folder.url.appendingPathComponent("AppLink").path]).contains(package.path))
  }

  @Test func theRefusalSaysWhatToDo() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let package = folder.url.appendingPathComponent("App")
    try FileManager.default.createDirectory(at: package, withIntermediateDirectories: true)
    let scope = WriteScope(roots: [package.path])
    let error = #expect(throws: CatalogError.self) {
      try scope.check(folder.url.path + "/Out/fr.xliff", displayPath: "../Out/fr.xliff")
    }
    let message = error?.message ?? ""
    #expect(message.contains("may write only inside \(WriteScope.realPath(package.path))"))
    #expect(message.contains("nothing was written"))
    // The folder to allow is the nearest one that exists.
    #expect(message.contains("--allow-writing-to-directory \(WriteScope.realPath(folder.url.path)) l10n"))
    #expect(message.contains("or run l10n itself"))
    #expect(error?.file == "../Out/fr.xliff")
  }
}
