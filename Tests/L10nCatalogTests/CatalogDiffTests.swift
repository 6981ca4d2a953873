import Foundation
import L10nCatalog
import L10nTestSupport
import OrderedCollections
import Testing

/// `CatalogDiff`: what changed between two versions of a real catalog, exactly.
@Suite struct CatalogDiffTests {
  static let fileScope = "real/coteditor_CotEditor_FileScopeEditor.xcstrings"

  func load(_ path: String) throws -> StringCatalog {
    try StringCatalog(bytes: try Fixtures.bytes(path))
  }

  /// `key language variation changes` for every listed unit.
  func unitLines(_ diff: CatalogDiff) -> Set<String> {
    Set(
      diff.keys.flatMap { key in
        key.units.map {
          "\(key.key) \($0.language) \($0.variation) \($0.changes.map(\.rawValue).joined(separator: "+"))"
        }
      })
  }

  @Test func identicalAndReformattedCatalogsHaveNoDifference() throws {
    let catalog = try load(Self.fileScope)
    #expect(CatalogDiff(old: catalog, new: catalog).isEmpty)
    var sorted = catalog
    sorted.strings.reverse()
    #expect(CatalogDiff(old: catalog, new: sorted).isEmpty)
  }

  /// A key renamed (its entry moved whole, as `l10n rename` moves it) is one `renamed` diff; a
  /// key renamed and edited is a removed and an added key.
  @Test func aRenamedKeyIsOneDiff() throws {
    let old = try load(Self.fileScope)
    let keys = Array(old.strings.keys)
    var new = old
    new.strings["FileScope.renamed"] = new.strings.removeValue(forKey: keys[0])
    let removed = new.strings.removeValue(forKey: keys[1])
    var edited = try #require(removed)
    try #require(edited.localizations?["de"] != nil)
    edited.localizations?["de"]?.stringUnit?.value = "Anders"
    new.strings["FileScope.edited"] = edited
    let diff = CatalogDiff(old: old, new: new)
    let kinds = Dictionary(uniqueKeysWithValues: diff.keys.map { ($0.key, $0.kind) })
    #expect(kinds == ["FileScope.renamed": .renamed, "FileScope.edited": .added, keys[1]: .removed])
    let renamed = try #require(diff.keys.first { $0.kind == .renamed })
    #expect(renamed.oldKey == keys[0])
    #expect(renamed.sourceText == old.strings[keys[0]]?.sourceText(key: keys[0], sourceLanguage: old.sourceLanguage))
    #expect(diff.counts.renamed == 1 && diff.counts.added == 1 && diff.counts.removed == 1)
    // Back again: the same rename the other way.
    #expect(CatalogDiff(old: new, new: old).keys.first { $0.kind == .renamed }?.oldKey == "FileScope.renamed")
  }

  /// Where two removed keys had the same entry ("OK" twice), or an entry has no text, which went
  /// where cannot be told: those stay removed and added.
  @Test func aRenameIsToldOnlyWhereTheEntryIsUnique() throws {
    let ok = CatalogEntry(localizations: ["en": Localization(stringUnit: StringUnit(state: .translated, value: "OK"))])
    let old = StringCatalog(
      sourceLanguage: "en", strings: ["a.ok": ok, "b.ok": ok, "c.empty": CatalogEntry(), "d.other": ok])
    var new = StringCatalog(sourceLanguage: "en")
    new.strings = ["x.ok": ok, "y.ok": ok, "z.empty": CatalogEntry(), "d.other": ok]
    let diff = CatalogDiff(old: old, new: new)
    #expect(diff.counts.renamed == 0)
    #expect(diff.counts.added == 3 && diff.counts.removed == 3)
  }

  @Test func listsExactlyTheChangedUnits() throws {
    let old = try load(Self.fileScope)
    let keys = Array(old.strings.keys)
    var new = old
    new.strings[keys[0]]?.localizations?["de"]?.stringUnit?.value = "Alles"
    new.strings[keys[1]]?.localizations?["ko"]?.stringUnit?.state = .needsReview
    new.strings[keys[2]]?.localizations?["en"]?.stringUnit?.value = "New source"
    new.strings[keys[2]]?.localizations?["ja"]?.stringUnit?.value = "新しい"
    new.strings[keys[2]]?.localizations?["ja"]?.stringUnit?.state = .new
    new.strings[keys[3]]?.localizations?.removeValue(forKey: "it")
    new.strings[keys[4]]?.comment = "Changed comment"
    new.strings[keys[5]]?.shouldTranslate = false
    new.strings.removeValue(forKey: keys[6])
    new.strings["Zzz.added"] = CatalogEntry(comment: "new")
    let diff = CatalogDiff(old: old, new: new)
    #expect(
      unitLines(diff) == [
        "\(keys[0]) de  value", "\(keys[1]) ko  state", "\(keys[2]) en  value", "\(keys[2]) ja  value+state",
        "\(keys[3]) it  removed",
      ])
    let kinds = Dictionary(uniqueKeysWithValues: diff.keys.map { ($0.key, $0.kind) })
    #expect(
      kinds == [
        keys[0]: .changed, keys[1]: .changed, keys[2]: .changed, keys[3]: .changed, keys[4]: .changed,
        keys[5]: .changed,
        keys[6]: .removed, "Zzz.added": .added,
      ])
    let key2 = try #require(diff.keys.first { $0.key == keys[2] })
    #expect(key2.units.first?.isSource == true && key2.units.first?.language == "en")
    #expect(key2.sourceText == "New source")
    let key4 = try #require(diff.keys.first { $0.key == keys[4] })
    #expect(key4.changes == [.comment(ValueChange(old: old.strings[keys[4]]?.comment, new: "Changed comment"))])
    let key5 = try #require(diff.keys.first { $0.key == keys[5] })
    #expect(key5.changes == [.shouldTranslate(ValueChange(old: nil, new: false))])
    #expect(diff.counts.added == 1 && diff.counts.removed == 1 && diff.counts.changed == 6)
    #expect(diff.keys.map(\.key) == XcodeKeyOrder.sorted(diff.keys.map(\.key)))
  }

  @Test func deeperChangesAreNotHidden() throws {
    let old = try load("real/coteditor_CotEditor_Document.xcstrings")
    var new = old
    let key = "FolderFind.Metrics.message"
    new.strings[key]?.localizations?["cs"]?.substitutions?["arg1"]?.formatSpecifier = "d"
    let diff = CatalogDiff(old: old, new: new)
    #expect(diff.keys.map(\.key) == [key])
    #expect(diff.keys.first?.changes == [.otherField("localizations")])
    #expect(diff.keys.first?.units.isEmpty == true)
  }

  @Test func variationCasesAreNamedInTheIdGrammar() throws {
    let old = try load("real/liamnichols_xcstrings-tool_Variations.xcstrings")
    var new = old
    new.strings["String.Plural"]?.localizations?["en"]?.variations?.plural?["zero"]?.stringUnit?.value = "Nothing"
    new.strings["String.Plural"]?.localizations?["en"]?.variations?.plural?["few"] = Localization(
      stringUnit: StringUnit(state: .new, value: "A few"))
    let diff = CatalogDiff(old: old, new: new)
    let key = try #require(diff.keys.first)
    #expect(diff.keys.count == 1)
    #expect(key.units.map { $0.id(key: key.key) } == ["String.Plural|==|plural.zero", "String.Plural|==|plural.few"])
    #expect(key.units.map(\.changes) == [[.value], [.added]])
    #expect(key.units[0].old?.value == "I have no strings" && key.units[0].new?.value == "Nothing")
  }
}
