import Foundation
import L10nCatalog
import L10nExchange
import L10nProject
import L10nSession
import L10nTestSupport
import OrderedCollections
import Testing

/// `l10n translate` through a session, with stand-in programs written for each test: what lands
/// (as needs_review, nothing else touched), what the gate holds back, and programs that crash,
/// hang or answer wrongly (nothing written, the batch named).
@Suite(.requires(.python3)) struct TranslateRequestTests {
  /// A real catalog (geteduroam's Connect table: 20 languages, placeholders; Russian untranslated).
  static func project(glossary: String? = nil) throws -> (TemporaryDirectory, ProjectSession) {
    let folder = try TemporaryDirectory()
    _ = try folder.write("L.xcstrings", try Fixtures.bytes("real/geteduroam_apple-app_Connect_Localizable.xcstrings"))
    var yaml = "catalogs: [L.xcstrings]\nsourceLanguage: en\n"
    if let glossary { yaml += "glossary: [\(glossary)]\n" }
    _ = try folder.write("l10n.yml", yaml)
    return (folder, try ProjectSession.open(workingDirectory: folder.url))
  }

  /// A Python program that answers each ask with `answer(ask)`.
  static func program(_ folder: TemporaryDirectory, _ name: String, answer: String, before: String = "") throws
    -> String
  {
    _ = try folder.write(
      name,
      """
      import json, sys
      \(before)
      asks = [json.loads(line) for line in sys.stdin if line.strip()]
      for ask in reversed(asks):
          print(json.dumps({"id": ask["id"], "target": \(answer), "note": "ignored"}))
      """)
    return "python3 \(name)"
  }

  static func units(_ catalog: StringCatalog, _ language: String) -> [String: ExchangeUnit] {
    Dictionary(
      UnitCollector(targetLanguage: language).file(for: catalog, original: "").units.map { ($0.id, $0) },
      uniquingKeysWith: { first, _ in first })
  }

  static func request(_ command: String, language: String = "ru") -> TranslateRequest {
    TranslateRequest(languages: [language], command: command, waiting: .noWait)
  }

  @Test func answersLandAsNeedsReviewAndNothingElseChanges() throws {
    let (folder, session) = try Self.project()
    defer { folder.remove() }
    let before = try CatalogFile(path: folder.file("L.xcstrings").path).catalog
    let command = try Self.program(folder, "wrap.py", answer: "'«' + ask['source'] + '»'")
    let result = try session.run(Self.request(command))
    #expect(result.asked.count > 10)
    #expect(result.merge?.problems.isEmpty == true, "\(result.merge?.problems ?? [])")
    #expect(result.written == ["L.xcstrings"])
    let file = try CatalogFile(path: folder.file("L.xcstrings").path)
    #expect(!file.differsFromOriginal(), "the catalog is no longer in Xcode's format")
    let after = file.catalog
    let asked = Set(result.asked.map { "\($0.key)\u{0}\($0.targetLanguage)" })
    // Every key and language not asked is as it was, to the value.
    for (key, entry) in after.strings {
      for (language, localization) in entry.localizations ?? [:] where !asked.contains("\(key)\u{0}\(language)") {
        #expect(before.strings[key]?.localizations?[language] == localization, "\(key) [\(language)] changed")
      }
    }
    // Every asked text has its answer, as needs_review; a translated one was never sent.
    let beforeUnits = Self.units(before, "ru")
    let afterUnits = Self.units(after, "ru")
    for ask in result.asked {
      let id = afterUnits.values.first { $0.key == ask.key && $0.source == ask.source }?.id
      let unit = id.flatMap { afterUnits[$0] }
      #expect(unit?.target == "«\(ask.source)»", "\(ask.key)")
      #expect(unit?.state == "needs-review-translation", "\(ask.key)")
      #expect(id.flatMap { beforeUnits[$0]?.state } != "translated", "\(ask.key) was translated and sent")
    }
    #expect(before.strings.keys.elementsEqual(after.strings.keys))
  }

  @Test func theAskCarriesWhatATranslatorNeeds() throws {
    let (folder, session) = try Self.project()
    defer { folder.remove() }
    var request = Self.request("false")
    request.dryRun = true
    let asked = try session.run(request).asked
    #expect(Set(asked.map(\.id)).count == asked.count)
    #expect(asked.allSatisfy { $0.sourceLanguage == "en" && $0.targetLanguage == "ru" })
    let placeholders = try #require(asked.first { !$0.placeholders.isEmpty })
    #expect(placeholders.placeholders.allSatisfy { placeholders.source.contains($0) })
    // Plural cases say their category, in the target language's set.
    for ask in asked where ask.category != nil { #expect(["one", "few", "many", "other"].contains(ask.category!)) }
    // A dry run ran nothing and wrote nothing.
    expectSameBytes(
      try Fixtures.bytesAt(folder.file("L.xcstrings")),
      try Fixtures.bytes("real/geteduroam_apple-app_Connect_Localizable.xcstrings"))
  }

  /// Every ask l10n sends is valid against the protocol's schema, and answers of the schema's
  /// shape are read; the example adapters are valid Python.
  @Test(.requires(.jsonschema)) func asksFollowTheSchemaAndTheAdaptersCompile() throws {
    let (folder, session) = try Self.project(glossary: "terms.csv")
    defer { folder.remove() }
    _ = try folder.write("terms.csv", "term,ru\nprofile,профиль|!конфигурация\n")
    var request = Self.request("false")
    request.dryRun = true
    let asked = try session.run(request).asked
    #expect(asked.contains { !$0.glossary.isEmpty } && asked.contains { !$0.placeholders.isEmpty })
    _ = try folder.write("asks.jsonl", try asked.map { try JSONValueEncoder.line($0) + "\n" }.joined())
    let schema = Fixtures.packageRoot.appendingPathComponent("Documentation/translate/protocol.schema.json").path
    let validate = try CommandRunner.runTool(
      "python3",
      [
        "-c",
        """
        import json, sys, jsonschema
        schema = json.load(open(sys.argv[1]))
        ask = dict(schema, **schema["$defs"]["ask"])
        answer = dict(schema, **schema["$defs"]["answer"])
        for line in open(sys.argv[2]):
            jsonschema.validate(json.loads(line), ask)
        jsonschema.validate({"id": "1", "target": "x", "score": 3}, answer)
        print("valid")
        """, schema, folder.file("asks.jsonl").path,
      ])
    #expect(validate.status == 0 && validate.output.contains("valid"), "\(validate.output)")
    for adapter in ["deepl.py", "local-llm.py"] {
      let path = Fixtures.packageRoot.appendingPathComponent("Documentation/translate/\(adapter)").path
      let compiled = try CommandRunner.runTool(
        "python3", ["-c", "import ast, sys; ast.parse(open(sys.argv[1]).read())", path])
      #expect(compiled.status == 0, "\(adapter): \(compiled.output)")
    }
  }

  @Test func brokenPlaceholdersAndTheSourcePastedBackAreHeld() throws {
    let (folder, session) = try Self.project()
    defer { folder.remove() }
    let original = try Fixtures.bytesAt(folder.file("L.xcstrings"))
    // Each placeholder dropped from the answer.
    let breaking = try Self.program(
      folder, "break.py",
      answer: "functools.reduce(lambda text, p: text.replace(p, ''), ask['placeholders'], ask['source']) + ' (ru)'",
      before: "import functools")
    let broken = try session.run(Self.request(breaking))
    let held = broken.merge?.problems.filter { $0.kind == .held } ?? []
    #expect(!held.isEmpty && held.allSatisfy { $0.reason == .placeholders }, "\(held)")
    #expect(held.count == broken.asked.filter { !$0.placeholders.isEmpty }.count)
    let echo = try Self.program(folder, "echo.py", answer: "ask['source']")
    let (folder2, session2) = try Self.project()
    defer { folder2.remove() }
    _ = try folder2.write("echo.py", try Fixtures.bytesAt(folder.file("echo.py")))
    let echoed = try session2.run(Self.request(echo))
    #expect(echoed.merge?.problems.allSatisfy { $0.kind == .held && $0.reason == .standIn } == true)
    #expect(echoed.merge?.problems.count == echoed.asked.count)
    expectSameBytes(try Fixtures.bytesAt(folder2.file("L.xcstrings")), original, "stand-ins were written")
  }

  /// With l10n.yml's glossary, the asks carry its terms, and an answer that ignores them is held.
  @Test func theGlossaryTravelsAndGates() throws {
    let (folder, session) = try Self.project(glossary: "terms.csv")
    defer { folder.remove() }
    _ = try folder.write("terms.csv", "term,ru\nprofile,профиль|!конфигурация\n")
    let command = try Self.program(
      folder, "terms.py",
      answer: "('конфигурация ' if 'profile' in ask['source'].lower() else 'Текст ') + ask['source']")
    let session2 = try ProjectSession.open(workingDirectory: folder.url)
    let result = try session2.run(Self.request(command))
    let withTerm = result.asked.filter { $0.source.lowercased().contains("profile") }
    #expect(!withTerm.isEmpty)
    #expect(
      withTerm.allSatisfy { $0.glossary.first?.term == "profile" && $0.glossary.first?.translations == ["профиль"] })
    let held = result.merge?.problems.filter { $0.reason == .glossary } ?? []
    #expect(held.count == withTerm.count, "\(result.merge?.problems ?? [])")
    #expect(held.first?.message.contains("конфигурация") == true, "\(held)")
    _ = session
  }

  /// Fails, hangs, garbage, a missing answer: exit 2 at the command line, the batch named, and
  /// every file as it was.
  @Test(arguments: [
    ("crash", "if any(int(a['id']) > 3 for a in asks): sys.exit(3)", "batch 2 of", "exited with status 3"),
    (
      "hang", "import time\nif any(int(a['id']) > 3 for a in asks): time.sleep(60)", "batch 2 of",
      "did not finish within 2 seconds"
    ),
    ("garbage", "print('Translation:')", "batch 1 of", "answer line 1: not a JSON object"),
    ("short", "asks = asks[1:]", "batch 1 of", "answered 2 of 3 texts"),
  ])
  func failingProgramsWriteNothing(name: String, misbehaviour: String, batch: String, message: String) throws {
    let (folder, session) = try Self.project()
    defer { folder.remove() }
    let original = try Fixtures.bytesAt(folder.file("L.xcstrings"))
    _ = try folder.write(
      "\(name).py",
      """
      import json, sys
      asks = [json.loads(line) for line in sys.stdin if line.strip()]
      \(misbehaviour.replacingOccurrences(of: "\n", with: "\n"))
      for ask in asks:
          print(json.dumps({"id": ask["id"], "target": "«" + ask["source"] + "»"}))
      """)
    var request = Self.request("python3 \(name).py")
    // Only the hang meets the time limit, however loaded the machine.
    (request.batchSize, request.timeout) = (3, name == "hang" ? 2 : 60)
    #expect {
      try session.run(request)
    } throws: { error in
      let text = "\(error)"
      return text.contains(batch) && text.contains(message) && text.hasSuffix("nothing was written")
    }
    expectSameBytes(try Fixtures.bytesAt(folder.file("L.xcstrings")), original)
  }
}
