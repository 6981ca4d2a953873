import Foundation
import L10nCatalog
import L10nExtraction
import L10nProject
import L10nTestSupport
import L10nText
import OrderedCollections
import Testing

/// SwiftUI and Foundation key calls, literals that pick among literals, mentions and dynamic keys:
/// "unused" must mean unused.
@Suite struct SwiftUIUsageTests {
  func extract(_ source: String, shapes: CallShapes = CallShapes()) -> FileExtraction {
    SwiftSourceScanner(shapes: shapes).extract(source: source, file: "View.swift")
  }

  /// Every default key call, each in the form real code writes it, is a key-call usage at its
  /// literal.
  @Test func everyDefaultKeyCallIsAUsage() throws {
    let shapes: [(call: String, code: String)] = [
      ("Text", #"Text(1️⃣"k.text")"#), ("Label", #"Label(1️⃣"k.label", systemImage: "star")"#),
      ("Button", #"Button(1️⃣"k.button") { save() }"#), ("Toggle", #"Toggle(1️⃣"k.toggle", isOn: $on)"#),
      ("Section", #"Section(1️⃣"k.section") { row }"#), ("TextField", #"TextField(1️⃣"k.field", text: $name)"#),
      ("SecureField", #"SecureField(1️⃣"k.secure", text: $password)"#),
      ("Picker", #"Picker(1️⃣"k.picker", selection: $choice) { rows }"#), ("Menu", #"Menu(1️⃣"k.menu") { items }"#),
      ("NavigationLink", #"NavigationLink(1️⃣"k.link") { Detail() }"#),
      ("Link", #"Link(1️⃣"k.web", destination: url)"#), ("LabeledContent", #"LabeledContent(1️⃣"k.labeled", value: v)"#),
      ("ContentUnavailableView", #"ContentUnavailableView(1️⃣"k.empty", systemImage: "tray")"#),
      ("Stepper", #"Stepper(1️⃣"k.stepper", value: $n)"#), ("DatePicker", #"DatePicker(1️⃣"k.date", selection: $d)"#),
      ("ColorPicker", #"ColorPicker(1️⃣"k.color", selection: $c)"#), ("GroupBox", #"GroupBox(1️⃣"k.group") { v }"#),
      ("DisclosureGroup", #"DisclosureGroup(1️⃣"k.disclosure") { v }"#),
      ("Tab", #"Tab(1️⃣"k.tab", systemImage: "gear") { v }"#),
      (".navigationTitle", #"list.navigationTitle(1️⃣"k.nav")"#), (".help", #"button.help(1️⃣"k.help")"#),
      (".accessibilityLabel", #"icon.accessibilityLabel(1️⃣"k.a11y_label")"#),
      (".accessibilityHint", #"icon.accessibilityHint(1️⃣"k.a11y_hint")"#),
      (".accessibilityValue", #"icon.accessibilityValue(1️⃣"k.a11y_value")"#),
      (".alert", #"v.alert(1️⃣"k.alert", isPresented: $shows) { ok }"#),
      (".confirmationDialog", #"v.confirmationDialog(1️⃣"k.dialog", isPresented: $asks) { ok }"#),
      (".badge", #"row.badge(1️⃣"k.badge")"#),
      (".searchable(prompt:)", #"list.searchable(text: $q, prompt: 1️⃣"k.prompt")"#),
      ("LocalizedStringKey", #"let key = LocalizedStringKey(1️⃣"k.key")"#),
      ("LocalizedStringResource", #"let resource = LocalizedStringResource(1️⃣"k.resource", comment: "c")"#),
      ("AttributedString(localized:)", #"let styled = AttributedString(localized: 1️⃣"k.attributed")"#),
    ]
    #expect(Set(shapes.map(\.call)) == Set(CallShapes.KeyCall.defaults.map(\.description)))
    for (call, code) in shapes {
      let marked = MarkedText(code)
      let usages = extract(marked.text).usages
      let usage = try #require(usages.first, "\(call)")
      #expect(usages.count == 1, "\(call): \(usages.map(\.key))")
      #expect(usage.kind == .keyCall && usage.shape == call, "\(call): \(usage.shape)")
      let position = try #require(marked.positions["1️⃣"])
      #expect(usage.line == position.line && usage.column == position.column, "\(call)")
    }
  }

  @Test func modifiersInAChainAndTheModuleQualifiedType() {
    let result = extract(
      """
      var body: some View {
        List { rows }
          .navigationTitle("inbox.title")
          .toolbar { Button("inbox.compose") {} }
          .alert("inbox.alert", isPresented: $shows) {} message: { Text("inbox.alert_message") }
        SwiftUI.Text("inbox.footer", tableName: "Inbox")
      }
      """)
    // The outermost modifier of a chain comes first in the tree.
    #expect(
      result.usages.map(\.key) == [
        "inbox.alert", "inbox.title", "inbox.compose", "inbox.alert_message", "inbox.footer",
      ])
    #expect(result.usages.last?.table == "Inbox")
    #expect(result.warnings.isEmpty)
  }

  /// `Text(verbatim:)`, a variable and other labels are not usages, and say nothing: these views
  /// take plain text as often as keys. Their literals are mentions. An interpolated literal is a
  /// key template (`KeyTemplateTests`), a usage only of catalog keys it matches.
  @Test func verbatimVariablesAndOtherArgumentsAreNotUsages() {
    let result = extract(
      """
      Text(verbatim: "debug.build_number")
      Text(title)
      Text("Hello \\(name)")
      Button(action: save) { Image(systemName: "plus") }
      Label(title: { Text(name) }, icon: { Image("logo") })
      row.badge(3)
      list.searchable(text: $query)
      """)
    #expect(result.usages.filter { $0.template == nil }.isEmpty, "\(result.usages.map(\.key))")
    #expect(result.usages.compactMap(\.template) == [KeyTemplate(parts: ["Hello ", ""], specifiers: [nil])])
    #expect(result.warnings.isEmpty)
    #expect(result.mentions.map(\.key) == ["debug.build_number", "plus", "logo"])
    #expect(result.mentions[0].line == 1 && result.mentions[0].column == 16)
  }

  @Test func theKeyCallListIsConfigurable() {
    let source = #"Text("a.text"); v.help("a.help"); v.tooltip("a.tooltip"); Row(title: "a.row")"#
    let only = CallShapes(keyCalls: ["Text", ".tooltip", "Row(title:)"].map { CallShapes.KeyCall($0)! })
    #expect(extract(source, shapes: only).usages.map(\.key) == ["a.text", "a.tooltip", "a.row"])
    #expect(extract(source, shapes: CallShapes(keyCalls: [])).usages.isEmpty)
    #expect(
      extract(source, shapes: CallShapes(keyCalls: [])).mentions.map(\.key) == [
        "a.text", "a.help", "a.tooltip", "a.row",
      ])
    for bad in ["", ".", "Text(", "Text(prompt)", "Text()", "2Text", "Te xt", ".help(:)"] {
      #expect(CallShapes.KeyCall(bad) == nil, "\(bad)")
    }
    #expect(
      CallShapes.KeyCall(".searchable(prompt:)")
        == CallShapes.KeyCall(name: "searchable", isMember: true, label: "prompt"))
  }

  /// `(c ? "a.x" : "a.y").i18n` and `(name ?? "a.z").i18n`: each literal is a usage; the part that
  /// is not a literal is still a warning.
  @Test func literalsUnderATernaryOrNilCoalescingAreUsages() {
    let result = extract(
      """
      let a = (isNew ? "account.welcome_new.title" : "account.welcome_back.title").i18n
      let b = (error?.key ?? "account.error.generic").i18n
      let c = (count > 1 ? "list.many" : count == 1 ? "list.one" : "list.none").i18n
      Button(isLoading ? "account.signing_in" : "account.sign_in") {}
      let d = NSLocalizedString(flag ? "ns.on" : "ns.off", comment: "")
      let e = ("prefix." + name).i18n
      """)
    #expect(
      result.usages.map(\.key) == [
        "account.welcome_new.title", "account.welcome_back.title", "account.error.generic", "list.many", "list.one",
        "list.none", "account.signing_in", "account.sign_in", "ns.on", "ns.off",
      ])
    #expect(result.usages.filter { $0.kind == .keyCall }.map(\.key) == ["account.signing_in", "account.sign_in"])
    #expect(result.warnings.map(\.line) == [2, 6])
    // Usages are not mentions; the literal under `+` is.
    #expect(result.mentions.map(\.key) == ["prefix."])
  }

  @Test func theDynamicKeyWarningSuggestsAPattern() throws {
    let result = extract(
      """
      let title = "onboarding.step_\\(step).title".i18n
      let any = "\\(key)".i18n
      let text = NSLocalizedString("tips.\\(tip.id)_\\(variant).body", comment: "")
      """)
    #expect(result.warnings.map(\.dynamicPattern) == ["onboarding.step_*.title", nil, "tips.*_*.body"])
    #expect(
      result.warnings[0].message.contains("keys: dynamic: ['onboarding.step_*.title']"), "\(result.warnings[0].message)"
    )
    #expect(!result.warnings[1].message.contains("dynamic:"))
  }

  @Test func dynamicPatternsMatchWholeKeys() {
    let keys = DynamicKeys(["onboarding.step_*.title", "tips.*_*.body", "exact.key"])
    for key in [
      "onboarding.step_1.title", "onboarding.step_.title", "onboarding.step_a.b.title", "tips.x_y.body", "exact.key",
    ] {
      #expect(keys.matches(key), "\(key)")
    }
    for key in [
      "onboarding.step_1.title.more", "xonboarding.step_1.title", "onboarding.step_1.titl", "tips.xy.body",
      "exact.key2", "onboarding.step_.titl",
    ] {
      #expect(!keys.matches(key), "\(key)")
    }
    // The pattern a warning suggests matches itself, so a declared family silences its warning.
    #expect(keys.matches("onboarding.step_*.title"))
    #expect(!DynamicKeys().matches("anything"))
  }

  /// Key calls use keys the catalog has; they add none unless asked, and change nothing in the
  /// entry (Xcode owns it).
  @Test func keyCallsUseButDoNotAddKeys() throws {
    var catalog = StringCatalog(sourceLanguage: "en")
    catalog.strings["Welcome back!"] = CatalogEntry(extractionState: .stale)
    catalog.strings["settings.title"] = CatalogEntry()
    let usages = [
      KeyUsage(key: "Welcome back!", file: "A.swift", line: 1, column: 1, shape: "Text", kind: .keyCall),
      KeyUsage(key: "settings.title", file: "A.swift", line: 2, column: 1, shape: ".navigationTitle", kind: .keyCall),
      KeyUsage(key: "Hello", file: "A.swift", line: 3, column: 1, shape: "Text", kind: .keyCall),
    ]
    let before = catalog.encoded()
    let report = CatalogSync(options: .init(markStale: true, keyPattern: #"^[a-z]+(\.[a-z_]+)+$"#)).apply(
      usages, to: &catalog)
    #expect(report.changes.isEmpty && report.findings.isEmpty, "\(report)")
    expectSameBytes(catalog.encoded(), before, "key calls")
    let adding = CatalogSync(options: .init(addKeyCalls: true)).apply(usages, to: &catalog)
    // Asked to, key calls sync like `.i18n`: the missing key is added, the stale one revived.
    #expect(adding.changes.map(\.kind) == [.revived, .added])
    #expect(adding.changes.map(\.key) == ["Welcome back!", "Hello"])
    #expect(catalog.strings["Hello"]?.extractionState == .manual)
  }

  /// The fixture app, through the library: every used key is used, every truly unused key is
  /// reported and pruned, mentioned keys are kept and reported with their place, on a cold run and
  /// on a warm one from the cache.
  @Test func theSwiftUIAppPrunesExactlyTheUnusedKeys() throws {
    let files = SourceTree.swiftFiles(in: [SwiftUIAppFixture.root.appendingPathComponent("Sources")])
    let root = SwiftUIAppFixture.root.path + "/"
    var run = ExtractionRun(scanner: SwiftSourceScanner(), cache: [])
    let original = try CatalogFile(path: SwiftUIAppFixture.root.appendingPathComponent("Localizable.xcstrings").path)
      .catalog
    let options = CatalogSync.Options(
      prune: true, keyPattern: #"^[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*)+$"#,
      dynamicKeys: DynamicKeys(["onboarding.step_*.title", "onboarding.step_*.message"]))
    for pass in ["cold", "warm"] {
      let result = run.run(files: files, displayPath: { String($0.path.dropFirst(root.count)) })
      #expect(result.filesParsed == (pass == "cold" ? files.count : 0), "\(pass)")
      if let cache = result.cache { run.cache = cache }
      let used = Set(result.usages.map(\.key))
      #expect(
        SwiftUIAppFixture.keyCallKeys.isSubset(of: Set(result.usages.filter { $0.kind == .keyCall }.map(\.key))),
        "\(pass)")
      #expect(
        SwiftUIAppFixture.ownKeys.isSubset(of: Set(result.usages.filter { $0.kind == .key }.map(\.key))), "\(pass)")
      #expect(used.isDisjoint(with: SwiftUIAppFixture.mentionedKeys.union(SwiftUIAppFixture.unusedKeys)), "\(pass)")

      var catalog = original
      let report = CatalogSync(options: options).apply(result.usages, mentions: result.mentions, to: &catalog)
      #expect(Set(report.findings.filter { $0.kind == .unused }.map(\.key)) == SwiftUIAppFixture.unusedKeys, "\(pass)")
      #expect(Set(report.changes.filter { $0.kind == .removed }.map(\.key)) == SwiftUIAppFixture.unusedKeys, "\(pass)")
      #expect(report.changes.allSatisfy { $0.kind == .removed }, "\(pass): \(report.changes)")
      #expect(
        Set(catalog.strings.keys) == Set(original.strings.keys).subtracting(SwiftUIAppFixture.unusedKeys), "\(pass)")
      let mentioned = report.findings.filter { $0.kind == .mentioned }
      #expect(Set(mentioned.map(\.key)) == SwiftUIAppFixture.mentionedKeys, "\(pass)")
      #expect(
        mentioned.first { $0.key == "settings.debug.verbatim" }?.message.contains(
          "mentioned in code outside a known call shape (Sources/Settings/SettingsView.swift:41:24)") == true,
        "\(pass): \(mentioned)")
      // The same with --mark-stale: nothing used or mentioned becomes stale.
      var marked = original
      let staleReport = CatalogSync(
        options: .init(markStale: true, keyPattern: options.keyPattern, dynamicKeys: options.dynamicKeys)
      )
      .apply(result.usages, mentions: result.mentions, to: &marked)
      #expect(
        Set(staleReport.changes.filter { $0.kind == .markedStale }.map(\.key))
          == SwiftUIAppFixture.unusedKeys.subtracting(["settings.old_feature.title"]))
    }
  }

  /// Without keys.dynamic, the family built at run time is unused: the declaration is what keeps it.
  @Test func dynamicKeysAreUsedOnlyWhenDeclared() throws {
    let files = SourceTree.swiftFiles(in: [SwiftUIAppFixture.root.appendingPathComponent("Sources")])
    let result = ExtractionRun(scanner: SwiftSourceScanner(), cache: nil).run(
      files: files, displayPath: { $0.lastPathComponent })
    var catalog = try CatalogFile(path: SwiftUIAppFixture.root.appendingPathComponent("Localizable.xcstrings").path)
      .catalog
    let report = CatalogSync().apply(result.usages, mentions: result.mentions, to: &catalog)
    #expect(Set(report.findings.filter { $0.kind == .unused }.map(\.key)).isSuperset(of: SwiftUIAppFixture.dynamicKeys))
    #expect(
      result.warnings.compactMap(\.dynamicPattern).sorted() == ["onboarding.step_*.message", "onboarding.step_*.title"])
  }
}
