import Foundation
import L10nCatalog
import L10nProject
import L10nSession
import L10nTestSupport
import Testing

/// `KeyRename.write`: every file is checked against what the plan was made from before any is
/// written, and a write that fails part way puts back what it can and names what it cannot.
@Suite struct KeyRenameWriteTests {
  static func catalog(_ key: String) -> String {
    """
    { "sourceLanguage" : "en", "strings" : {
      "\(key)" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Editor" } } } }
    }, "version" : "1.0" }
    """
  }

  /// A project with catalogs `A.xcstrings` (editor.title) and `B.xcstrings` (settings.title) and
  /// two Swift files using both keys.
  static func project() throws -> TemporaryDirectory {
    let folder = try TemporaryDirectory()
    try folder.write("A.xcstrings", catalog("editor.title"))
    try folder.write("B.xcstrings", catalog("settings.title"))
    try folder.write("l10n.yml", "version: 1\ncatalogs: [A.xcstrings, B.xcstrings]\nsources: [Sources]\n")
    try folder.write("Sources/One.swift", "let a = String(localized: \"editor.title\", table: \"A\")\n")
    try folder.write("Sources/Two.swift", "let b = String(localized: \"settings.title\", table: \"B\")\n")
    return folder
  }

  /// Plans editor.title → editor.heading and settings.title → settings.heading.
  static func plan(_ folder: TemporaryDirectory) throws -> (KeyRename, [CatalogFile]) {
    let project = try Project.load(configPath: nil, workingDirectory: folder.url)
    var catalogs = try ["A.xcstrings", "B.xcstrings"].map {
      try CatalogFile(path: folder.file($0).path, displayPath: $0)
    }
    let sources = try ProjectSources(project: project, sources: [], workingDirectory: folder.url, useCache: false)
    let plan = try KeyRename(
      [.init(old: "editor.title", new: "editor.heading"), .init(old: "settings.title", new: "settings.heading")],
      catalogs: &catalogs, sources: sources, extraction: sources?.scan(progress: nil),
      dynamicKeys: project.configuration.keys.dynamic, keyPattern: project.configuration.keys.pattern,
      allowAnyName: false, defaultTable: "Localizable")
    #expect(plan.swiftFiles.map(\.displayPath) == ["Sources/One.swift", "Sources/Two.swift"])
    #expect(plan.touched == [0, 1])
    return (plan, catalogs)
  }

  static func snapshot(_ folder: TemporaryDirectory) throws -> [String: [UInt8]] {
    var files: [String: [UInt8]] = [:]
    for path in ["A.xcstrings", "B.xcstrings", "Sources/One.swift", "Sources/Two.swift"] {
      files[path] = try Fixtures.bytesAt(folder.file(path))
    }
    return files
  }

  @Test func aSwiftFileChangedAfterPlanningStopsEveryWrite() throws {
    let folder = try Self.project()
    defer { folder.remove() }
    let (plan, catalogs) = try Self.plan(folder)
    // An editor saves the second file between the plan and the write.
    try folder.write("Sources/Two.swift", "let b = String(localized: \"settings.title\", table: \"B\")  // saved\n")
    let before = try Self.snapshot(folder)
    #expect {
      try plan.write(catalogs, files: ProjectFiles(workingDirectory: folder.url))
    } throws: { error in
      let text = "\(error)"
      return text.hasPrefix("nothing was renamed:")
        && text.contains("Sources/Two.swift: changed on disk since l10n read it")
        && !text.contains("One.swift")
    }
    #expect(try Self.snapshot(folder) == before)
  }

  @Test func aCatalogChangedAfterPlanningStopsEveryWrite() throws {
    let folder = try Self.project()
    defer { folder.remove() }
    let (plan, catalogs) = try Self.plan(folder)
    try folder.write("B.xcstrings", Self.catalog("settings.title") + "\n")
    let before = try Self.snapshot(folder)
    #expect {
      try plan.write(catalogs, files: ProjectFiles(workingDirectory: folder.url))
    } throws: { error in
      "\(error)".contains("B.xcstrings: changed on disk since l10n read it")
    }
    #expect(try Self.snapshot(folder) == before)
  }

  /// The first catalog cannot be written (read-only), after the Swift files were: they are put
  /// back, so nothing changed.
  @Test func aFailedFirstCatalogWritePutsTheSwiftFilesBack() throws {
    let folder = try Self.project()
    defer { folder.remove() }
    let (plan, catalogs) = try Self.plan(folder)
    try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: folder.file("A.xcstrings").path)
    let before = try Self.snapshot(folder)
    #expect {
      try plan.write(catalogs, files: ProjectFiles(workingDirectory: folder.url))
    } throws: { error in
      let text = "\(error)"
      return text.hasPrefix("nothing was renamed:") && text.contains("A.xcstrings: the file is read-only")
        && text.contains("the Swift files written before it were put back as they were")
    }
    #expect(try Self.snapshot(folder) == before)
  }

  /// The second catalog cannot be written after the first was: the error says which files have
  /// the new keys and which the old.
  @Test func aFailedLaterCatalogWriteNamesWhatWasWritten() throws {
    let folder = try Self.project()
    defer { folder.remove() }
    let (plan, catalogs) = try Self.plan(folder)
    try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: folder.file("B.xcstrings").path)
    let before = try Self.snapshot(folder)
    #expect {
      try plan.write(catalogs, files: ProjectFiles(workingDirectory: folder.url))
    } throws: { error in
      let text = "\(error)"
      return text.hasPrefix("the rename stopped part way:") && text.contains("B.xcstrings: the file is read-only")
        && text.contains("written with the new keys: Sources/One.swift, Sources/Two.swift, A.xcstrings")
        && text.contains("not written (old keys): B.xcstrings")
    }
    let after = try Self.snapshot(folder)
    #expect(after["B.xcstrings"] == before["B.xcstrings"])
    #expect(String(decoding: after["A.xcstrings"] ?? [], as: UTF8.self).contains("\"editor.heading\""))
    #expect(String(decoding: after["Sources/Two.swift"] ?? [], as: UTF8.self).contains("\"settings.heading\""))
  }
}
