import Foundation
import L10nCatalog
import L10nCheck
import L10nExtraction
import L10nReporting
import L10nSession
import L10nTestSupport
import Testing

/// Keys SwiftUI makes from literals in typed positions (Tests/Fixtures/typed-positions): a
/// `LocalizedStringKey` variable assigned later, a function's result, a custom view's parameter,
/// a literal of holes only. l10n sees no types, so an interpolated literal anywhere mentions every
/// key its template matches, and a prune deletes only keys no literal names.
@Suite struct TypedPositionTests {
  static let root = Fixtures.url("typed-positions")
  /// Keys an interpolated literal outside a known call shape names: kept, reported as mentioned.
  static let mentioned: Set<String> = [
    "Choose up to %lld favourites.", "message.reply_to-%@", "mailbox.badge.unread %lld", "results.empty.message-%@",
    // A whole literal in the custom view's call.
    "results.empty.title",
  ]
  /// `Text("\(pages.count)")` and `Text("\(Image(systemName: symbol))")`: key calls of holes only.
  static let used: Set<String> = ["%lld", "%@"]
  static let unused: Set<String> = ["%lf", "legacy.banner %lld", "message.reply_to-%@ (%lld)", "results.retired.title"]

  static func app() throws -> MemoryFolder {
    let folder = try MemoryFolder()
    for name in ["l10n.yml", "Localizable.xcstrings", "Sources"] {
      try folder.copy(root.appendingPathComponent(name), to: name)
    }
    return folder
  }

  @Test func pruneDeletesOnlyTheKeysNoLiteralNames() throws {
    let folder = try Self.app()
    defer { folder.remove() }
    let before = try SwiftUIAppTests.keys(folder)
    #expect(before == Self.mentioned.union(Self.used).union(Self.unused))
    let observed = Observed()
    let session = try folder.session(observed.observer)
    let dryRun = try session.run(ExtractRequestTests.extract(writes: false))
    let report = try jsonObject(try ExtractOutput.json(dryRun))
    let findings = try #require((report["catalogs"] as? [[String: Any]])?.first?["findings"] as? [[String: Any]])
    func keys(_ kind: String) -> Set<String> {
      Set(findings.filter { $0["kind"] as? String == kind }.compactMap { $0["key"] as? String })
    }
    #expect(keys("unused") == Self.unused)
    #expect(keys("mentioned") == Self.mentioned)
    let text = ExtractOutput.text(dryRun, dryRun: true)
    #expect(
      text.contains(
        "mentioned  Choose up to %lld favourites.  mentioned in code outside a known call shape (Sources/FavouritesView.swift:21:12)"
      ), "\(text)")
    // A literal of holes only that names no key is no warning; nor is a typed position.
    #expect(!observed.warnings.contains("has no such key"), "\(observed.warnings)")

    let prune = try session.run(ExtractRequestTests.extract(prune: true, maxPrune: 100))
    #expect(prune.refusal == nil)
    #expect(try SwiftUIAppTests.keys(folder) == before.subtracting(Self.unused))
    // From the warm cache, the same judgement: in sync.
    let again = try session.run(ExtractRequestTests.extract(writes: false, prune: true))
    #expect(!ExtractRequestTests.outOfSync(again), "\(ExtractOutput.text(again, dryRun: true))")
  }

  /// check agrees: the keys the code names are neither unused nor missing.
  @Test func checkCallsOnlyTheUnnamedKeysUnused() throws {
    let folder = try Self.app()
    defer { folder.remove() }
    let report = try folder.session().run(CheckRequest())
    let json = try jsonObject(CheckReportRenderer.render(report, format: .json))
    let findings = try #require(json["findings"] as? [[String: Any]])
    let unused = Set(findings.filter { $0["rule"] as? String == "unused-key" }.compactMap { $0["key"] as? String })
    #expect(unused == Self.unused, "\(unused)")
    #expect(!findings.contains { $0["rule"] as? String == "missing-key" })
  }

  /// An independent reading of the code: the catalog keys that a literal or an interpolated
  /// literal names, outside comments. A key with placeholders is named by a literal whose text is
  /// the key's with an interpolation where each placeholder is (`%%` a `%`).
  static func keysNamed(in code: String, among keys: some Sequence<String>) -> Set<String> {
    let code = code.replacing(#/\/\*[\s\S]*?\*\/|\/\/[^\n]*/#, with: "")
    let placeholder = #/%(?:\d+\$)?[-+ #0]*\d*(?:\.\d+)?(?:hh|h|ll|l|q|L|z|j|t)?[@dDiuUxXoOfFeEgGaAcCsSp]/#
    let interpolation = #"\\\((?:[^()\n]|\([^()\n]*\))*\)"#
    var named: Set<String> = []
    for key in keys {
      if code.contains("\"\(key)\"") {
        named.insert(key)
        continue
      }
      guard key.contains("%") else { continue }
      var pattern = "\""
      var rest = Substring(key)
      while let match = rest.firstMatch(of: placeholder) {
        pattern += NSRegularExpression.escapedPattern(
          for: String(rest[..<match.range.lowerBound]).replacingOccurrences(of: "%%", with: "%"))
        pattern += interpolation
        rest = rest[match.range.upperBound...]
      }
      guard pattern != "\"" else { continue }
      pattern += NSRegularExpression.escapedPattern(for: String(rest).replacingOccurrences(of: "%%", with: "%")) + "\""
      if let regex = try? Regex(pattern), code.contains(regex) { named.insert(key) }
    }
    return named
  }

  @Test func theIndependentReadingNamesTheFixturesKeys() throws {
    let code = try FileManager.default.subpathsOfDirectory(atPath: Self.root.path).filter { $0.hasSuffix(".swift") }
      .map { try String(contentsOf: Self.root.appendingPathComponent($0), encoding: .utf8) }.joined(separator: "\n")
    let all = Self.mentioned.union(Self.used).union(Self.unused)
    // Without types it cannot tell `%lf` from `%lld`: it names all three one-placeholder keys.
    #expect(Self.keysNamed(in: code, among: all) == Self.mentioned.union(Self.used).union(["%lf"]))
  }
}
