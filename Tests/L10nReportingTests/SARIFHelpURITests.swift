import Foundation
import L10nCatalog
import L10nCheck
import L10nReporting
import L10nTestSupport
import L10nText
import Testing

/// Every rule's SARIF `helpUri` (what GitHub code scanning links to) points at a heading of
/// Documentation/Checks.md, by GitHub's rules for heading anchors.
@Suite struct SARIFHelpURITests {
  static let documentation = "https://github.com/l10n-tool/l10n/blob/main/Documentation/Checks.md"

  /// A check of a catalog with every rule on and a coverage threshold it misses, as SARIF.
  static func helpURIs() throws -> [String] {
    let json = #"{"sourceLanguage":"en","strings":{"a.b":{}},"version":"1.0"}"#
    let catalog = try StringCatalog(bytes: Array(json.utf8), file: "A.xcstrings")
    var rules: [RuleID: RuleSetting] = [:]
    for rule in Rules.all { rules[rule.id] = .severity(.note) }
    let options = CheckOptions(rules: rules, languages: ["fr"], minimumCoverage: 100)
    let report = Checker(options: options).check([CatalogInput(file: "A.xcstrings", catalog: catalog, locations: nil)])
    let sarif = CheckReportRenderer.render(report, format: .sarif)
    let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
    let run = try #require((log["runs"] as? [[String: Any]])?.first)
    let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
    let table = try #require(driver["rules"] as? [[String: Any]])
    return table.compactMap { $0["helpUri"] as? String }
  }

  /// GitHub's anchor of a heading: lower case, punctuation other than `-` and `_` dropped,
  /// spaces made `-`, and `-1`, `-2`, … after a repeated one.
  static func anchors(of markdown: String) -> Set<String> {
    var seen: [String: Int] = [:]
    var anchors = Set<String>()
    for line in markdown.split(separator: "\n") where line.hasPrefix("#") {
      let text = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces)
      let slug = String(
        text.lowercased().unicodeScalars.compactMap { scalar -> Character? in
          if scalar == " " { return "-" }
          let kept = scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "-" || scalar == "_"
          return kept ? Character(scalar) : nil
        })
      let count = seen[slug, default: 0]
      seen[slug] = count + 1
      anchors.insert(count == 0 ? slug : "\(slug)-\(count)")
    }
    return anchors
  }

  @Test func everyHelpURIPointsAtAHeadingOfChecksMd() throws {
    let file = Fixtures.packageRoot.appendingPathComponent("Documentation/Checks.md")
    let anchors = Self.anchors(of: try String(contentsOf: file, encoding: .utf8))
    let uris = try Self.helpURIs()
    #expect(uris.count == Rules.all.count, "every rule is in the table")
    for uri in uris {
      let parts = uri.split(separator: "#", maxSplits: 1).map(String.init)
      #expect(parts.count == 2 && parts[0] == Self.documentation, "\(uri)")
      #expect(anchors.contains(parts.last ?? ""), "\(uri): no such heading in Checks.md")
    }
  }

  @Test func anchorsFollowGitHub() {
    #expect(
      Self.anchors(of: "## Keys in code\n### key-naming\n## Keys in code\n") == [
        "keys-in-code", "key-naming", "keys-in-code-1",
      ])
    #expect(Self.anchors(of: "# A `code` (rule)!\n") == ["a-code-rule"])
  }
}
