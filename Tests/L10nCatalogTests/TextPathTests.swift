import L10nCatalog
import L10nTestSupport
import OrderedCollections
import Testing

/// `TextPath`: the one path to a text, its id rendering and parsing, and the walks over it.
@Suite struct TextPathTests {
  static let document = "real/coteditor_CotEditor_Document.xcstrings"
  static let variations = "real/liamnichols_xcstrings-tool_Variations.xcstrings"

  func localization(_ file: String, key: String, language: String) throws -> Localization {
    let catalog = try StringCatalog(bytes: try Fixtures.bytes(file))
    return try #require(catalog.strings[key]?.localizations?[language])
  }

  @Test func rendersInXcodesIDGrammar() {
    let path = TextPath([.device("iphone"), .plural("other")])
    #expect(path.description == "device.iphone.plural.other")
    #expect(path.unitID(key: "a.b") == "a.b|==|device.iphone.plural.other")
    #expect(TextPath().unitID(key: "a.b") == "a.b")
    #expect(TextPath([.substitution("count"), .plural("few")]).description == "substitutions.count.plural.few")
    #expect(path.segments == ["device", "iphone", "plural", "other"])
  }

  @Test func idsRoundTrip() throws {
    let paths: [TextPath] = [
      TextPath(), TextPath([.plural("one")]), TextPath([.device("mac")]),
      TextPath([.device("iphone"), .plural("few")]),
      TextPath([.substitution("arg1"), .plural("other")]), TextPath([.substitution("a.b"), .plural("one")]),
      TextPath([.substitution("trailing")]),
    ]
    for path in paths {
      let id = path.unitID(key: "key.with.dots")
      let parsed = try #require(TextPath.parse(unitID: id), "\(id)")
      #expect(parsed.key == "key.with.dots" && parsed.path == path, "\(id)")
    }
  }

  @Test func parsingRefusesWhatIsNoPath() {
    for id in ["k|==|flavour.vanilla", "k|==|plural.", "k|==|plural.one.two", "k|==|substitutions.", "k|==|device"] {
      #expect(TextPath.parse(unitID: id) == nil, "\(id)")
    }
    // The last separator counts; nothing after it leaves the whole id as the key.
    #expect(TextPath.parse(unitID: "a|==|b|==|plural.one")?.key == "a|==|b")
    #expect(TextPath.parse(unitID: "a|==|")?.key == "a|==|")
  }

  @Test func pathFacts() {
    let inSubstitution = TextPath([.device("mac"), .substitution("n"), .plural("one")])
    #expect(inSubstitution.pluralCategory == "one" && inSubstitution.substitution == "n")
    #expect(inSubstitution.device == "mac")
    let deviceUnderPlural = TextPath([.plural("few"), .device("mac")])
    #expect(deviceUnderPlural.pluralCategory == "few" && deviceUnderPlural.lastPluralCategory == nil)
    #expect(TextPath([.substitution("n")]).pluralCategory == nil)
    #expect(TextPath([.plural("one")]).replacingLastPluralCategory(with: "other") == ["plural", "other"])
    #expect(TextPath([.device("mac")]).replacingLastPluralCategory(with: "other") == nil)
  }

  /// Texts and plural sets of a real substituted Czech text, in the walk's order.
  @Test func readWalkVisitsTextsAndPluralSetsDepthFirst() throws {
    struct Recorder: TextVisitor {
      var events: [String] = []
      mutating func visitText(_ text: CatalogText, at path: TextPath) {
        guard case .unit(let unit) = text else { return }
        events.append("\(path) = \(unit.value)")
      }
      mutating func visitPluralCases(_ cases: OrderedDictionary<String, Localization>, at path: TextPath) {
        events.append("\(path) plural \(cases.keys.joined(separator: ","))")
      }
    }
    var recorder = Recorder()
    try localization(Self.document, key: "FolderFind.Metrics.message", language: "cs").walkTexts(&recorder)
    #expect(
      recorder.events == [
        " = %#@arg1@ v %#@arg2@",
        "substitutions.arg1 plural few,many,one,other",
        "substitutions.arg1.plural.few = %arg shody",
        "substitutions.arg1.plural.many = %arg shod",
        "substitutions.arg1.plural.one = %arg shoda",
        "substitutions.arg1.plural.other = %arg shod",
        "substitutions.arg2 plural few,many,one,other",
        "substitutions.arg2.plural.few = %arg souborech",
        "substitutions.arg2.plural.many = %arg souborech",
        "substitutions.arg2.plural.one = %arg souboru",
        "substitutions.arg2.plural.other = %arg souborech",
      ])
  }

  @Test func readWalkGoesThroughDeviceCasesThenPluralCasesThenPhrases() throws {
    var device = try localization(Self.variations, key: "String.Device", language: "en")
    var visited: [String] = []
    device.forEachText { _, path in visited.append(path.description) }
    #expect(visited == ["device.mac", "device.other"])

    device.variations?.device?["mac"]?.variations = Variations(plural: [
      "one": Localization(stringUnit: StringUnit(state: .translated, value: "Click it")),
      "other": Localization(stringUnit: StringUnit(state: .new, value: "Click them")),
    ])
    device.stringSet = StringSet(state: .translated, values: ["open"])
    var texts: [String] = []
    device.forEachText { text, path in texts.append("\(path) \(text.state)") }
    #expect(
      texts == [
        "device.mac.plural.one translated", "device.mac.plural.other new", "device.other translated", " translated",
      ])
    #expect(device.leafStates == [.translated, .new, .translated, .translated])
  }

  @Test func updateWalkRewritesAndDropsTexts() throws {
    var plural = try localization(Self.variations, key: "String.Plural", language: "en")
    var paths: [TextPath] = []
    plural.updateTexts { text, path in
      paths.append(path)
      switch path.lastPluralCategory {
      case "zero": text = nil
      case "one": text = .unit(StringUnit(state: .needsReview, value: "I have one string"))
      default: break
      }
    }
    #expect(paths == [["plural", "one"], ["plural", "other"], ["plural", "zero"]])
    let cases = try #require(plural.variations?.plural)
    #expect(cases["one"]?.stringUnit == StringUnit(state: .needsReview, value: "I have one string"))
    #expect(cases["other"]?.stringUnit == StringUnit(state: .translated, value: "I have %lld strings"))
    #expect(cases["zero"] != nil && cases["zero"]?.stringUnit == nil)
  }

  @Test func anUpdateThatChangesNothingLeavesTheLocalizationEqual() throws {
    let original = try localization(Self.document, key: "FolderFind.Metrics.message", language: "cs")
    var copy = original
    var count = 0
    copy.updateTexts { _, _ in count += 1 }
    #expect(copy == original && count == 9)
  }

  /// Every text the walk visits is the text of what the path subscript finds at its path.
  @Test(arguments: [Self.document, Self.variations])
  func thePathLeadsToEveryTextTheWalkVisits(file: String) throws {
    let catalog = try StringCatalog(bytes: try Fixtures.bytes(file))
    var visited = 0
    for entry in catalog.strings.values {
      for localization in entry.localizations?.values.elements ?? [] {
        localization.forEachText { text, path in
          visited += 1
          switch text {
          case .unit(let unit): #expect(localization[path]?.stringUnit == unit, "\(path)")
          case .set(let set): #expect(localization[path]?.stringSet == set, "\(path)")
          }
        }
      }
    }
    #expect(visited >= 5)
  }

  @Test func thePathFindsNothingWhereACaseIsMissing() throws {
    let czech = try localization(Self.document, key: "FolderFind.Metrics.message", language: "cs")
    #expect(czech[TextPath([.substitution("arg1"), .plural("two")])] == nil)
    #expect(czech[TextPath([.substitution("arg3"), .plural("one")])] == nil)
    #expect(czech[TextPath([.device("mac")])] == nil)
    #expect(czech[TextPath()] == czech)
  }

  /// Setting makes the variations, cases and substitution on the way, each where Xcode puts it.
  @Test func settingMakesTheWayInXcodesOrder() throws {
    let one = Localization(stringUnit: StringUnit(state: .translated, value: "one"))
    let other = Localization(stringUnit: StringUnit(state: .translated, value: "other"))
    var localization = Localization()
    localization[TextPath([.device("mac"), .plural("other")])] = other
    localization[TextPath([.device("iphone"), .plural("one")])] = one
    localization[TextPath([.device("mac"), .plural("one")])] = one
    #expect(localization.variations?.device?.keys.elements == ["iphone", "mac"])
    #expect(localization.variations?.device?["mac"]?.variations?.plural == ["one": one, "other": other])

    var substituted = Localization(stringUnit: StringUnit(state: .translated, value: "%#@n@"))
    substituted[TextPath([.substitution("n"), .plural("other")])] = other
    let substitution = try #require(substituted.substitutions?["n"])
    #expect(substitution.argNum == nil && substitution.formatSpecifier == nil)
    #expect(substitution.variations?.plural == ["other": other])
    #expect(substituted.stringUnit?.value == "%#@n@")
  }

  @Test func settingAnExistingCaseKeepsItsPlaceAndNilDropsIt() throws {
    var czech = try localization(Self.document, key: "FolderFind.Metrics.message", language: "cs")
    let few = TextPath([.substitution("arg1"), .plural("few")])
    let changed = Localization(stringUnit: StringUnit(state: .needsReview, value: "%arg shody!"))
    czech[few] = changed
    #expect(czech[few] == changed)
    #expect(czech.substitutions?["arg1"]?.variations?.plural?.keys.elements == ["few", "many", "one", "other"])
    czech[few] = nil
    #expect(czech.substitutions?["arg1"]?.variations?.plural?.keys.elements == ["many", "one", "other"])
    let before = czech
    czech[TextPath([.device("mac"), .plural("one")])] = nil
    #expect(czech == before)
  }
}
