import Foundation
import L10nTestSupport
import Testing

/// `l10n export --format po|pot` and `l10n import` of PO files end to end: the files, a round trip
/// that changes nothing, a translator's edits going in, and hostile files failing with status 2
/// and the catalog untouched.
@Suite struct POCommandTests {
  @Test func exportThenImportChangesNothing() throws {
    let folder = try ExchangeCommandTests.project()
    defer { folder.remove() }
    let before = try Fixtures.bytesAt(folder.file("L.xcstrings"))
    let export = try CommandRunner.run(["export", "--lang", "ru,fr", "--format", "po"], in: folder.url)
    #expect(export.status == 0, "\(export.standardError)")
    #expect(export.standardOutput == "Localizations/ru.po\nLocalizations/fr.po\n")
    let po = String(decoding: try Fixtures.bytesAt(folder.file("Localizations/ru.po")), as: UTF8.self)
    #expect(po.contains("\"Language: ru\\n\""))
    #expect(po.contains("\"Plural-Forms: nplurals=3; plural="))
    #expect(po.contains("\"X-L10n-Catalog: L.xcstrings\\n\""))
    let imported = try CommandRunner.run(["import", "Localizations/ru.po", "Localizations/fr.po"], in: folder.url)
    #expect(imported.status == 0, "\(imported.standardOutput)\(imported.standardError)")
    #expect(imported.standardOutput.contains("ru  L.xcstrings: 0 added, 0 updated"))
    #expect(try Fixtures.bytesAt(folder.file("L.xcstrings")) == before)
  }

  @Test func theTemplateNeedsNoLanguage() throws {
    let folder = try ExchangeCommandTests.project()
    defer { folder.remove() }
    let export = try CommandRunner.run(["export", "--format", "pot"], in: folder.url)
    #expect(export.status == 0, "\(export.standardError)")
    #expect(export.standardOutput == "Localizations/template.pot\n")
    let pot = String(decoding: try Fixtures.bytesAt(folder.file("Localizations/template.pot")), as: UTF8.self)
    #expect(pot.contains("\"Language: \\n\""))
    #expect(!pot.contains("msgstr \"Редактор\""))
    // A template has no language, so it is no translation to import.
    let imported = try CommandRunner.run(["import", "Localizations/template.pot"], in: folder.url)
    #expect(imported.status == 2)
    #expect(imported.standardError.contains("the header has no Language"))
  }

  @Test func aTranslatorsEditGoesInAndFuzzyIsNeedsReview() throws {
    let folder = try ExchangeCommandTests.project()
    defer { folder.remove() }
    _ = try CommandRunner.run(["export", "--lang", "ru", "--format", "po"], in: folder.url)
    var po = String(decoding: try Fixtures.bytesAt(folder.file("Localizations/ru.po")), as: UTF8.self)
    let entry = try #require(po.range(of: "msgctxt \"editor.title\"\n"))
    po.insert(contentsOf: "#, fuzzy\n", at: entry.lowerBound)
    po = po.replacingOccurrences(of: "msgstr \"Редактор\"", with: "msgstr \"Правка\"")
    try folder.write("ru.po", po)
    let imported = try CommandRunner.run(["import", "ru.po"], in: folder.url)
    #expect(imported.status == 0, "\(imported.standardOutput)\(imported.standardError)")
    #expect(imported.standardOutput.contains("1 updated"), "\(imported.standardOutput)")
    let after = String(decoding: try Fixtures.bytesAt(folder.file("L.xcstrings")), as: UTF8.self)
    #expect(after.range(of: #""state" : "needs_review",\s+"value" : "Правка""#, options: .regularExpression) != nil)
  }

  @Test(arguments: [
    (
      "escape.po", "msgid \"\"\nmsgstr \"Language: ru\\n\"\n\nmsgctxt \"editor.title\"\nmsgid \"E\\q\"\nmsgstr \"x\"\n",
      "escape.po:5:9: unknown escape \\q"
    ),
    (
      "plurals.po",
      "msgid \"\"\nmsgstr \"Language: ru\\nPlural-Forms: nplurals=2; plural=n != 1;\\n\"\n\nmsgid \"a\"\nmsgid_plural \"b\"\nmsgstr[0] \"\"\nmsgstr[1] \"\"\n",
      "plurals.po: the header's Plural-Forms says nplurals=2"
    ),
    (
      "twice.po",
      "msgid \"\"\nmsgstr \"Language: ru\\n\"\n\nmsgctxt \"k\"\nmsgid \"a\"\nmsgstr \"b\"\n\nmsgctxt \"k\"\nmsgid \"a\"\nmsgstr \"c\"\n",
      "twice.po:8: msgctxt \"k\" for the second time"
    ),
    (
      "charset.po",
      "msgid \"\"\nmsgstr \"Language: ru\\nContent-Type: text/plain; charset=KOI8-R\\n\"\n\nmsgid \"a\"\nmsgstr \"б\"\n",
      "charset.po:1: the header says charset=KOI8-R but the file is UTF-8 text"
    ),
  ])
  func hostileFilesFailWithStatusTwoAndTouchNothing(name: String, text: String, message: String) throws {
    let folder = try ExchangeCommandTests.project()
    defer { folder.remove() }
    let before = try Fixtures.bytesAt(folder.file("L.xcstrings"))
    _ = try CommandRunner.run(["export", "--lang", "ru", "--format", "po"], in: folder.url)
    var good = String(decoding: try Fixtures.bytesAt(folder.file("Localizations/ru.po")), as: UTF8.self)
    good = good.replacingOccurrences(of: "msgstr \"Редактор\"", with: "msgstr \"Правка\"")
    try folder.write("good.po", good)
    try folder.write(name, text)
    let result = try CommandRunner.run(["import", "good.po", name], in: folder.url)
    #expect(result.status == 2, "\(result.standardOutput)\(result.standardError)")
    #expect(result.standardError.contains(message), "\(result.standardError)")
    #expect(try Fixtures.bytesAt(folder.file("L.xcstrings")) == before)
  }

  @Test func aMillionLineFileFailsWithStatusTwo() throws {
    let folder = try ExchangeCommandTests.project()
    defer { folder.remove() }
    let before = try Fixtures.bytesAt(folder.file("L.xcstrings"))
    try folder.write("huge.po", String(repeating: "# line\n", count: 1_000_000))
    let result = try CommandRunner.run(["import", "huge.po"], in: folder.url)
    #expect(result.status == 2)
    #expect(result.standardError.contains("huge.po: the file has more than 500000 lines"))
    #expect(try Fixtures.bytesAt(folder.file("L.xcstrings")) == before)
  }
}
