import L10nExtraction
import L10nProject
import L10nTestSupport
import L10nText
import Testing

import protocol L10nCatalog.LineAndColumnPlaced

/// Marker tests: each 1️⃣ … stands where a usage's key literal must be found.
@Suite struct KeyUsageVisitorTests {
  /// Extracts from `marked` and checks that exactly the marked keys are found, at their markers.
  func expectUsages(
    _ marked: String, _ expected: [(marker: String, key: String)], shapes: CallShapes = CallShapes(),
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> FileExtraction {
    let source = MarkedText(marked)
    let result = SwiftSourceScanner(shapes: shapes).extract(source: source.text, file: "Test.swift")
    #expect(result.usages.map(\.key) == expected.map(\.key), sourceLocation: sourceLocation)
    for (marker, key) in expected {
      guard let position = source.positions[marker], let usage = result.usages.first(where: { $0.key == key }) else {
        Issue.record("no usage of \(key) at \(marker)", sourceLocation: sourceLocation)
        continue
      }
      #expect(usage.line == position.line && usage.column == position.column, "\(key)", sourceLocation: sourceLocation)
    }
    return result
  }

  @Test func plainUsagesAndTheTrailingComment() {
    let result = expectUsages(
      """
      let title = 1️⃣"editor.title".i18n // Editor
      Text(2️⃣"library.title".i18n)
      """, [("1️⃣", "editor.title"), ("2️⃣", "library.title")])
    #expect(result.usages[0].sourceText == "Editor")
    #expect(result.usages[1].sourceText == nil)
    #expect(result.usages[0].shape == ".i18n")
  }

  @Test func argumentsClosuresAndResultBuilders() {
    _ = expectUsages(
      """
      Button(1️⃣"editor.add_frame_button.title".i18n) { print(2️⃣"editor.tapped.message".i18n) }
      var body: some View {
        VStack {
          Text(3️⃣"editor.header.title".i18n)
          if flag { Label(4️⃣"editor.label.title".i18n, systemImage: "x") }
        }
        .navigationTitle(5️⃣"editor.nav.title".i18n)
      }
      let items = [1, 2].map { _ in 6️⃣"editor.item.title".i18n }
      """,
      [
        ("1️⃣", "editor.add_frame_button.title"), ("2️⃣", "editor.tapped.message"), ("3️⃣", "editor.header.title"),
        ("4️⃣", "editor.label.title"), ("5️⃣", "editor.nav.title"), ("6️⃣", "editor.item.title"),
      ])
  }

  @Test func chainsBrokenOverLinesTakeTheCommentOfTheMemberLine() {
    let result = expectUsages(
      """
      let text = 1️⃣"settings.long_explanation.message"
          .i18n // A long explanation
      """, [("1️⃣", "settings.long_explanation.message")])
    #expect(result.usages.first?.sourceText == "A long explanation")
  }

  @Test func rawMultiLineAndIfConfigLiterals() {
    _ = expectUsages(
      ##"""
      let a = 1️⃣#"settings.about.title"#.i18n
      let b = 2️⃣"""
          settings.multi_line.title
          """.i18n
      #if DEBUG
      let c = 3️⃣"debug.menu.title".i18n
      #else
      let c = 4️⃣"release.menu.title".i18n
      #endif
      let d = 5️⃣"escaped\u{2E}key".i18n
      """##,
      [
        ("1️⃣", "settings.about.title"), ("2️⃣", "settings.multi_line.title"), ("3️⃣", "debug.menu.title"),
        ("4️⃣", "release.menu.title"), ("5️⃣", "escaped.key"),
      ])
  }

  @Test func commentsDocCommentsAndOtherLiteralsAreNotUsages() {
    let result = expectUsages(
      #"""
      // "editor.old_title".i18n was renamed
      /// Use it like `"screen.title".i18n`.
      /* "block.comment.title".i18n */
      let note = "Keys look like \"settings.example.title\".i18n in code"
      let raw = #"and "raw.inside.title".i18n too"#
      let real = 1️⃣"real.key.title".i18n
      """#, [("1️⃣", "real.key.title")])
    #expect(result.warnings.isEmpty)
  }

  @Test func dynamicKeysAreWarnings() {
    let source = MarkedText(
      #"""
      let a = 1️⃣"\(prefix).title".i18n
      let b = 2️⃣name.i18n
      let c = NSLocalizedString(3️⃣key, comment: "")
      extension String { var i18n: String { NSLocalizedString(self, comment: "") } }
      """#)
    let result = SwiftSourceScanner().extract(source: source.text, file: "Dyn.swift")
    #expect(result.usages.isEmpty)
    #expect(result.warnings.count == 3)
    for (marker, warning) in zip(["1️⃣", "2️⃣", "3️⃣"], result.warnings) {
      #expect(warning.line == source.positions[marker]?.line && warning.column == source.positions[marker]?.column)
    }
    #expect(
      result.warnings[0].description.hasPrefix("Dyn.swift:1:9: warning: a key with interpolation cannot be extracted"))
    #expect(result.warnings[1].message.contains("not a string literal (name)"))
  }

  @Test func foundationCallsWithCommentsAndDefaults() {
    let result = expectUsages(
      """
      let a = NSLocalizedString(1️⃣"profile.title", comment: "Title of the profile screen")
      let b = NSLocalizedString(2️⃣"profile.bio", tableName: "Profile", value: "About you", comment: "")
      let c = String(localized: 3️⃣"profile.save", defaultValue: "Save", table: "Profile", comment: "Saves")
      let d = String(4️⃣"not.a.usage")
      """, [("1️⃣", "profile.title"), ("2️⃣", "profile.bio"), ("3️⃣", "profile.save")])
    #expect(result.usages[0].comment == "Title of the profile screen")
    #expect(result.usages[0].sourceText == nil)
    #expect(result.usages[1].sourceText == "About you")
    #expect(result.usages[1].table == "Profile")
    #expect(result.usages[1].comment == nil)
    #expect(result.usages[2].sourceText == "Save")
    #expect(result.usages[2].comment == "Saves")
    #expect(result.usages[2].shape == "String(localized:)")
  }

  @Test func configuredMemberNames() {
    _ = expectUsages(
      """
      let a = 1️⃣"a.title".localized
      let b = "b.title".i18n
      """, [("1️⃣", "a.title")], shapes: CallShapes(members: ["localized"]))
  }

  @Test func twoUsagesOnOneLineShareNoComment() {
    let result = expectUsages(
      """
      HStack { Text(1️⃣"a.one".i18n); Text(2️⃣"a.two".i18n) } // Both
      """, [("1️⃣", "a.one"), ("2️⃣", "a.two")])
    #expect(result.usages.allSatisfy { $0.sourceText == nil })
  }
}
