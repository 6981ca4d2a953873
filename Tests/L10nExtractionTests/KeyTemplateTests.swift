import L10nCatalog
import L10nExtraction
import L10nProject
import L10nTestSupport
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
    #expect(templates.count == 5)
    #expect(templates[0] == KeyTemplate(parts: ["accessibility.image.alt-text-", ""], specifiers: [nil]))
    // A `%` of the text is `%%` in the key SwiftUI looks up.
    #expect(templates[1] == KeyTemplate(parts: ["", " km · 100%% sure"], specifiers: ["%.1f"]))
    #expect(extraction.usages[1].key == "%.1f km · 100%% sure")
    #expect(templates[2] == KeyTemplate(parts: ["editor.greeting ", ""], specifiers: [nil]))
    #expect(extraction.usages[2].kind == .key)
    #expect(extraction.usages[2].comment == "Greets")
    #expect(templates[3] == KeyTemplate(parts: ["When: ", ""], specifiers: ["%@"]))
    // Holes only: names a key that is a placeholder alone, when the catalog has one.
    #expect(templates[4] == KeyTemplate(parts: ["", ""], specifiers: [nil]))
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

  /// A literal of holes only has the specifier Xcode writes where the syntax shows the type.
  @Test(arguments: [
    (#"Text("\(pages.count)")"#, "%lld"), (#"Text("\(42)")"#, "%lld"), (#"Text("\(Int(x))")"#, "%lld"),
    (#"Text("\(2.5)")"#, "%lf"), (#"Text("\(Double(x))")"#, "%lf"),
    (#"Text("\(Image(systemName: symbol))")"#, "%@"), (#"Text("\(Text("a"))")"#, "%@"),
    (#"Text("\(pageIndex)")"#, nil), (#"Text("\(model.total)")"#, nil),
  ])
  func aHoleOnlyLiteralTakesTheTypeTheSyntaxShows(source: String, specifier: String?) throws {
    let template = try #require(extract(source).usages.first?.template)
    #expect(template.isHolesOnly)
    #expect(template.specifiers == [specifier])
  }

  /// Every interpolated literal that is no usage mentions its template, once per file, at its
  /// first place; a usage's literal does not.
  @Test func interpolatedLiteralsOutsideKeyCallsAreTemplateMentions() {
    let extraction = extract(
      #"""
      @State private var hint: LocalizedStringKey = ""
      func update() { hint = "Pick up to \(limit) items." }
      func badge(count: Int) -> LocalizedStringKey { "badge.unread \(count)" }
      let again = "Pick up to \(other) items."
      Text("files.count \(n)")
      let plain = "no interpolation"
      """#)
    #expect(
      extraction.templateMentions.map(\.place.key) == ["Pick up to %… items.", "badge.unread %…"])
    #expect(extraction.templateMentions.map(\.place.line) == [2, 3])
    #expect(extraction.usages.map(\.key) == ["files.count %…"])
  }

  /// The index finds exactly what a look through every key finds.
  @Test func theIndexMatchesAsTheLinearLookDoes() {
    let keys = [
      "a.%@", "a.%lld", "a.%1$@", "a.", "a.%@ more", "a.%%", "a.%@%@", "%@", "%lld", "%lf", "%@ %@", "100%% %@",
      "b %@ c %d", "b %@ c %@ d", "%.1f km", "x%%y %@", "a.%@.b",
    ]
    let index = KeyTemplate.Index(keys)
    let templates = [
      KeyTemplate(parts: ["a.", ""], specifiers: [nil]), KeyTemplate(parts: ["", ""], specifiers: [nil]),
      KeyTemplate(parts: ["", ""], specifiers: ["%lld"]), KeyTemplate(parts: ["", " ", ""], specifiers: [nil, nil]),
      KeyTemplate(parts: ["100%% ", ""], specifiers: [nil]),
      KeyTemplate(parts: ["b ", " c ", ""], specifiers: [nil, nil]),
      KeyTemplate(parts: ["", " km"], specifiers: ["%.1f"]), KeyTemplate(parts: ["a.", ".b"], specifiers: [nil]),
      KeyTemplate(parts: ["", ""], specifiers: ["%@"]),
    ]
    for template in templates {
      #expect(template.matchingKeys(in: index) == template.matchingKeys(in: keys), "\(template.display)")
    }
    #expect(KeyTemplate(parts: ["a.", ""], specifiers: [nil]).matchingKeys(in: index) == ["a.%@", "a.%lld", "a.%1$@"])
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
