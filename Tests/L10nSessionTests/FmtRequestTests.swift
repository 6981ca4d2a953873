import Foundation
import L10nCatalog
import L10nCheck
import L10nExchange
import L10nExtraction
import L10nReporting
import L10nSession
import L10nTestSupport
import Testing

/// `FmtRequest` (`l10n fmt`) and `StatusRequest` reading hostile catalogs: what is written, what
/// is refused, and that a refusal leaves every file as it was.
@Suite struct FmtRequestTests {
  static func fmt(_ catalogs: [String], check: Bool = false, sort: Bool = false) -> FmtRequest {
    FmtRequest(catalogs: catalogs, checkOnly: check, sort: sort, waiting: .noWait)
  }

  @Test func fmtRewritesOnlyWhatDiffers() throws {
    let folder = try MemoryFolder()
    defer { folder.remove() }
    let good = try Fixtures.bytes("real/geteduroam_apple-app_Localizable.xcstrings")
    let badText = String(decoding: good, as: UTF8.self).replacingOccurrences(of: "\" : ", with: "\":")
      .replacingOccurrences(of: "\n", with: "\n\t")
    try folder.write("Bad.xcstrings", badText)
    let result = try folder.session().run(Self.fmt(["Bad.xcstrings"]))
    #expect(result.changed == ["Bad.xcstrings"])
    expectSameBytes(try folder.bytes("Bad.xcstrings"), good, "formatted file")
  }

  @Test func sortGivesBackTheXcodeSortedOriginal() throws {
    let folder = try MemoryFolder()
    defer { folder.remove() }
    let original = try Fixtures.bytes("real/linearmouse_linearmouse_Localizable.xcstrings")
    // Shuffle with Foundation's parser and printer (independent of l10n's codec).
    let object = try JSONSerialization.jsonObject(with: Data(original))
    let shuffled = try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted])
    try folder.write("L.xcstrings", [UInt8](shuffled))
    let session = try folder.session()
    #expect(try session.run(Self.fmt(["L.xcstrings"], check: true, sort: true)).changed == ["L.xcstrings"])
    _ = try session.run(Self.fmt(["L.xcstrings"], sort: true))
    expectSameBytes(try folder.bytes("L.xcstrings"), original, "fmt --sort")
  }

  @Test func brokenCatalogsStopTheRunAndNothingIsWritten() throws {
    let folder = try MemoryFolder()
    defer { folder.remove() }
    let good = try Fixtures.bytes("real/geteduroam_apple-app_Localizable.xcstrings")
    let unformatted = Array(String(decoding: good, as: UTF8.self).replacingOccurrences(of: "\" : ", with: "\":").utf8)
    try folder.write("A.xcstrings", unformatted)
    let hostile: [(String, [UInt8])] = [
      ("Truncated.xcstrings", Array(good[0..<(good.count / 2)])),
      ("WrongType.xcstrings", Array(#"{"sourceLanguage":"en","strings":{"k":{"comment":1}},"version":"1.0"}"#.utf8)),
      (
        "BadUTF8.xcstrings",
        Array(#"{"sourceLanguage":"en","strings":{"k":{"comment":""#.utf8) + [0xFF]
          + Array(#""}},"version":"1.0"}"#.utf8)
      ),
      (
        "Control.xcstrings",
        Array("{\"sourceLanguage\":\"en\",\"strings\":{\"k\":{\"comment\":\"a\u{7}b\"}},\"version\":\"1.0\"}".utf8)
      ),
      (
        "Deep.xcstrings",
        Array(("{\"x\":" + String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000) + "}").utf8)
      ),
    ]
    let session = try folder.session()
    for (name, bytes) in hostile {
      try folder.write(name, bytes)
      let runs: [(String, () throws -> Void)] = [
        ("fmt", { _ = try session.run(Self.fmt(["A.xcstrings", name])) }),
        ("status", { _ = try session.run(StatusRequest(catalogs: ["A.xcstrings", name])) }),
        ("fmt --sort", { _ = try session.run(Self.fmt(["A.xcstrings", name], sort: true)) }),
      ]
      for (command, run) in runs {
        let error = #expect(throws: CatalogsUnreadable.self, "\(command) \(name)") { try run() }
        // Each error as the command line prints it after `error: `.
        let messages = error?.errors.map { "\($0)" } ?? []
        #expect(messages.contains { $0.hasPrefix("\(name):") }, "\(name): \(messages)")
        #expect(
          messages.contains { $0.range(of: #"\.xcstrings:\d+:\d+: "#, options: .regularExpression) != nil },
          "\(messages)")
      }
      expectSameBytes(try folder.bytes(name), bytes, name)
      expectSameBytes(try folder.bytes("A.xcstrings"), unformatted, "A.xcstrings next to \(name)")
    }
  }

  @Test func aFortyMegabyteValueIsAcceptedAndLeftByteIdentical() throws {
    let folder = try MemoryFolder()
    defer { folder.remove() }
    let value = String(repeating: "Lorem ipsum dolor sit amet, é ✓ ", count: 1_300_000)
    let text =
      "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"big\" : {\n      \"comment\" : \"\(value)\"\n    }\n  },\n  \"version\" : \"1.0\"\n}"
    let bytes = Array(text.utf8)
    #expect(bytes.count > 40_000_000)
    try folder.write("Big.xcstrings", bytes)
    let session = try folder.session()
    #expect(try session.run(Self.fmt(["Big.xcstrings"], check: true)).changed.isEmpty)
    #expect(try session.run(Self.fmt(["Big.xcstrings"])).changed.isEmpty)
    #expect(try session.run(Self.fmt(["Big.xcstrings"], sort: true)).changed.isEmpty)
    #expect(try session.run(StatusRequest(catalogs: ["Big.xcstrings"])).count == 1)
    expectSameBytes(try folder.bytes("Big.xcstrings"), bytes, "40 MB value")
  }

  /// Property (b) and (c) through the session, on a few random catalogs (`CatalogGenerator`):
  /// fmt then fmt's check passes and a second fmt writes nothing; the same with sort.
  @Test func fmtIsIdempotent() throws {
    let folder = try MemoryFolder()
    defer { folder.remove() }
    let count = max(1, PropertySettings.iterations(default: 200) / 25)
    var originals: [String: [UInt8]] = [:]
    for index in 0..<count {
      let seed = PropertySettings.seed(index)
      var generator = CatalogGenerator(seed: seed)
      let name = "C\(index)-\(seed).xcstrings"
      originals[name] = generator.catalog().bytes
      try folder.write(name, originals[name]!)
    }
    let session = try folder.session()
    for sort in [false, true] {
      _ = try session.run(Self.fmt(["."], sort: sort))
      var formatted: [String: [UInt8]] = [:]
      for name in originals.keys { formatted[name] = try folder.bytes(name) }
      let check = try session.run(Self.fmt(["."], check: true, sort: sort))
      #expect(check.changed.isEmpty, "sort: \(sort): \(check.changed)")
      let second = try session.run(Self.fmt(["."], sort: sort))
      #expect(second.changed.isEmpty, "sort: \(sort): rewritten again: \(second.changed)")
      for (name, bytes) in formatted {
        expectSameBytes(try folder.bytes(name), bytes, "\(name) sort: \(sort)")
      }
    }
    print("property fmt through the session: \(count) catalogs, fmt and fmt with sort each run twice")
  }

  /// A catalog reached through a symbolic link is written through it: the link stays a link to the
  /// same file, which gets the new bytes, with its permissions.
  @Test func aSymlinkedCatalogIsWrittenThroughAndStaysALink() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let target = try folder.write(
      "Shared/Real.xcstrings", SampleProjects.checkCatalog.replacingOccurrences(of: "\n", with: ""))
    try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: target.path)
    try FileManager.default.createDirectory(at: folder.file("App"), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: folder.file("App/L.xcstrings").path, withDestinationPath: "../Shared/Real.xcstrings")
    let session = try folder.session()
    for request in [Self.fmt(["App/L.xcstrings"]), Self.fmt(["App"], sort: true)] {
      _ = try session.run(request)
      #expect(
        try FileManager.default.destinationOfSymbolicLink(atPath: folder.file("App/L.xcstrings").path)
          == "../Shared/Real.xcstrings")
    }
    let written = String(decoding: try Fixtures.bytesAt(target), as: UTF8.self)
    #expect(written.hasPrefix("{\n  \"sourceLanguage\" : \"en\","))
    #expect(
      (try FileManager.default.attributesOfItem(atPath: target.path)[.posixPermissions] as? NSNumber)?.intValue == 0o640
    )
    #expect(Set(try FileManager.default.contentsOfDirectory(atPath: folder.file("Shared").path)) == ["Real.xcstrings"])
  }
}
