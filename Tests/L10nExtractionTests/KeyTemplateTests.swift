import L10nCatalog
import L10nExtraction
import L10nTestSupport
import L10nText
import OrderedCollections
import Testing

/// Keys written with interpolations where SwiftUI or Foundation make a localized key of them
/// (`KeyTemplate`), and the symbols Xcode 26 generates for keys (`SymbolReferences`): both are
/// usages, so "unused" keeps meaning unused.
@Suite struct KeyTemplateTests {
  func extract(_ source: String) -> FileExtraction {
    SwiftSourceScanner().extract(source: source, file: "View.swift")
  }

  @Test(arguments: [
    ("accessibility.image.alt-text-%@", true),
    ("accessibility.image.alt-text-%lld", true),
    ("accessibility.image.alt-text-%1$@", true),
    ("accessibility.image.alt-text-", false),
    ("accessibility.image.alt-text-%@ more", false),
    ("accessibility.image.alt-text-%%", false),
    ("accessibility.image.alt-text-%@%@", false),
  ])
  func anOpenHoleMatchesOnePlaceholder(key: String, matches: Bool) {
    let template = KeyTemplate(parts: ["accessibility.image.alt-text-", ""], specifiers: [nil])
    #expect(template.matches(key) == matches, "\(key)")
  }

  @Test func aGivenSpecifierMatchesOnlyItself() {
    let template = KeyTemplate(parts: ["", " km, ", " left"], specifiers: ["%.1f", nil])
    #expect(template.matches("%.1f km, %lld left"))
    #expect(!template.matches("%f km, %lld left"))
    #expect(template.certainKey == nil)
    #expect(KeyTemplate(parts: ["", " km"], specifiers: ["%.1f"]).certainKey == "%.1f km")
  }

  @Test func interpolatedKeyCallsAndStringLocalizedGiveTemplates() throws {
    let extraction = extract(
      #"""
      Text("accessibility.image.alt-text-\(altText)")
      Text("\(distance, specifier: "%.1f") km · 100% sure")
      let label = String(localized: "editor.greeting \(name)", comment: "Greets")
      Text("When: \(date, format: .dateTime)")
      Text("\(name)")
      let dynamic = "onboarding.\(step).title".i18n
      let runtime = NSLocalizedString("a.\(b)", comment: "")
      """#)
    let templates = extraction.usages.compactMap(\.template)
    #expect(templates.count == 4)
    #expect(templates[0] == KeyTemplate(parts: ["accessibility.image.alt-text-", ""], specifiers: [nil]))
    // A `%` of the text is `%%` in the key SwiftUI looks up.
    #expect(templates[1] == KeyTemplate(parts: ["", " km · 100%% sure"], specifiers: ["%.1f"]))
    #expect(extraction.usages[1].key == "%.1f km · 100%% sure")
    #expect(templates[2] == KeyTemplate(parts: ["editor.greeting ", ""], specifiers: [nil]))
    #expect(extraction.usages[2].kind == .key)
    #expect(extraction.usages[2].comment == "Greets")
    #expect(templates[3] == KeyTemplate(parts: ["When: ", ""], specifiers: ["%@"]))
    // `.i18n` and NSLocalizedString build their key at run time: warnings, as before.
    #expect(extraction.warnings.count == 2)
  }

  @Test func escapesInTheTextAreRead() throws {
    let extraction = extract(#"Text("tab\there \"\(name)\" \u{2014} ok")"#)
    #expect(
      extraction.usages.first?.template == KeyTemplate(parts: ["tab\there \"", "\" \u{2014} ok"], specifiers: [nil]))
  }

  /// A template is a usage of every key it matches, and of none when it matches none (then said).
  @Test func syncKeepsMatchedKeysAndReportsTheRest() throws {
    var catalog = try StringCatalog(
      bytes: Array(
        #"""
        {"sourceLanguage":"en","strings":{
        "files.count %lld":{"extractionState":"manual"},
        "files.count %@":{"extractionState":"manual"},
        "legacy.key":{"extractionState":"manual"}
        },"version":"1.0"}
        """#.utf8), file: "L.xcstrings")
    let usages = extract(#"Text("files.count \(n)")"# + "\n" + #"Text("nothing.like \(n)")"#).usages
    let report = CatalogSync(options: .init(prune: true)).apply(usages, to: &catalog)
    #expect(Set(catalog.strings.keys) == ["files.count %lld", "files.count %@"])
    #expect(report.unmatchedTemplates.map(\.line) == [2])
  }

  /// Only keys with a certain specifier are added from a template that matches nothing.
  @Test func aCertainTemplateAddsItsKey() throws {
    var catalog = StringCatalog(sourceLanguage: "en")
    let usages = extract(#"let s = String(localized: "price \(p, specifier: "%.2f")")"#).usages
    let report = CatalogSync().apply(usages, to: &catalog)
    #expect(Array(catalog.strings.keys) == ["price %.2f"])
    #expect(report.unmatchedTemplates.isEmpty)
  }

  @Test func symbolReferencesAreReadFromTheBytes() {
    let source = """
      Text(.editorTitle)
      let s = String(localized: .settingsMinutes(3, 5))
      let r = LocalizedStringResource.commonOk
      Text(.Settings.title)
      view.padding(.horizontal)
      let x = model.notASymbol
      let y = 1.5
      """
    let names = SymbolReferences.scan(Array(source.utf8), file: "V.swift").map(\.key)
    #expect(names.contains("editorTitle"))
    #expect(names.contains("settingsMinutes"))
    #expect(names.contains("commonOk"))
    #expect(names.contains("Settings.title"))
    #expect(!names.contains("notASymbol"))
    #expect(!names.contains("5"))
    let first = SymbolReferences.scan(Array(source.utf8), file: "V.swift").first
    #expect(first.map { "\($0.line):\($0.column)" } == "1:6")
  }

  /// A manual key is used where code writes its symbol, in a catalog that has symbols; a key
  /// Xcode extracted has no symbol, and InfoPlist's catalog none.
  @Test func symbolsKeepManualKeys() throws {
    let json = #"""
      {"sourceLanguage":"en","strings":{
      "editor.title":{"extractionState":"manual"},
      "settings.minutes":{"extractionState":"manual"},
      "extracted.title":{"extractionState":"extracted_with_value"},
      "old.title":{"extractionState":"manual"}
      },"version":"1.0"}
      """#
    let extraction = SwiftSourceScanner().extract(
      source: Array("Text(.editorTitle)\nText(.settingsMinutes(3))\nText(.extractedTitle)\n".utf8), file: "V.swift")
    let symbols = Dictionary(extraction.symbols.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
    var catalog = try StringCatalog(bytes: Array(json.utf8), file: "Localizable.xcstrings")
    let report = CatalogSync(options: .init(keyPattern: #"^[a-z]+(\.[a-z_]+)+$"#, symbolTable: "Localizable"))
      .apply([], symbols: symbols, to: &catalog)
    #expect(report.findings.filter { $0.kind == .unused }.map(\.key).sorted() == ["extracted.title", "old.title"])
    var noSymbols = try StringCatalog(bytes: Array(json.utf8), file: "InfoPlist.xcstrings")
    let without = CatalogSync(options: .init(keyPattern: #"^[a-z]+(\.[a-z_]+)+$"#)).apply(
      [], symbols: symbols, to: &noSymbols)
    #expect(without.findings.filter { $0.kind == .unused }.count == 4)
  }
}
