import Foundation
import L10nCatalog
import L10nCheck
import L10nProject
import L10nText

/// `l10n check`: the rules over the catalogs (and the code, with sources), the baseline applied.
public struct CheckRequest: SessionRequest {
  public var catalogs: [String]
  /// Swift sources to compare with (default: l10n.yml's); nil: scan none.
  public var sources: [String]?
  /// `--min-coverage`, parsed (`CheckRequest.parseCoverage`).
  public var minCoverage: (all: Double?, byLanguage: [String: Double])?
  public var strict: Bool
  /// The baseline file (default: l10n.yml's), and whether to apply one at all: not where every
  /// finding counts (fixing names, writing a baseline).
  public var baseline: String?
  public var appliesBaseline: Bool

  public init(
    catalogs: [String] = [], sources: [String]? = [], minCoverage: (all: Double?, byLanguage: [String: Double])? = nil,
    strict: Bool = false, baseline: String? = nil, appliesBaseline: Bool = true
  ) {
    self.catalogs = catalogs
    self.sources = sources
    self.minCoverage = minCoverage
    self.strict = strict
    self.baseline = baseline
    self.appliesBaseline = appliesBaseline
  }

  public func run(in session: ProjectSession) throws -> CheckReport {
    let files = try session.catalogs(catalogs, access: .readOnly, recordingLocations: true)
    session.keep(files.map { ($0.catalog, $0.locations) })
    let scan = try sources.flatMap { try session.scan($0) }
    let report = try session.check(
      files, options: try session.checkOptions(minCoverage: minCoverage, strict: strict), scan: scan,
      baseline: appliesBaseline ? session.baselinePath(baseline) : nil)
    session.keep(report)
    return report
  }

  /// `95`, `fr=100,de=90` or `90,fr=100`.
  public static func parseCoverage(_ text: String) throws -> (all: Double?, byLanguage: [String: Double]) {
    var all: Double?
    var byLanguage: [String: Double] = [:]
    for part in text.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) {
      let pieces = part.split(separator: "=", maxSplits: 1).map(String.init)
      let number = pieces.last.flatMap { Double($0.hasSuffix("%") ? String($0.dropLast()) : $0) }
      guard let number, number >= 0, number <= 100, !(pieces.count == 2 && pieces[0].isEmpty) else {
        throw UsageError("--min-coverage: '\(part)' is not a percentage from 0 to 100 (or language=percentage)")
      }
      if pieces.count == 2 {
        byLanguage[try LanguageOption.tag(pieces[0], option: "--min-coverage")] = number
      } else {
        all = number
      }
    }
    return (all, byLanguage)
  }

  /// The key-naming findings' suggestions as renames (`check --fix-names`), each key once.
  public static func nameFixes(_ findings: [Finding]) -> [KeyRename.Pair] {
    var pairs: [KeyRename.Pair] = []
    for finding in findings where finding.rule == .keyNaming {
      guard let key = finding.key, let new = finding.suggestion, !pairs.contains(where: { $0.old == key }) else {
        continue
      }
      pairs.append(KeyRename.Pair(old: key, new: new))
    }
    return pairs
  }
}
