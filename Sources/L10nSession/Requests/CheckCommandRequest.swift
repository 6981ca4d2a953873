import Foundation
import L10nCheck
import L10nReporting

/// `l10n check` as the command line runs it: the check (`CheckRequest`), then its report (on
/// standard output, or written to a file), or a baseline of its findings, or its key-naming
/// fixes (renamed, or printed as a rename map); or the rules listed, with no check at all.
public struct CheckCommandRequest: RenderedRequest {
  /// What the run does with the check's report.
  public enum Mode {
    /// The report, in `format`: to this file (from the working directory), or standard output.
    case report(file: String?)
    /// The findings recorded in this baseline file.
    case writeBaseline(String)
    /// The key-naming suggestions renamed with this request (its pairs set from the findings),
    /// or with `dryRun` printed as a rename map.
    case fixNames(RenameRequest, dryRun: Bool)
    /// The rules, no check.
    case listRules
  }

  public var check: CheckRequest
  public var mode: Mode
  /// The report's format, for a report written to a file.
  public var format: OutputFormat

  public init(_ check: CheckRequest, mode: Mode, format: OutputFormat = .text) {
    (self.check, self.mode, self.format) = (check, mode, format)
  }

  public func run(in session: ProjectSession) throws -> CheckOutput {
    if case .listRules = mode { return .rules(RuleList()) }
    let report = try session.run(check)
    switch mode {
    case .listRules, .report(file: nil):
      return .report(report)
    case .report(let file?):
      let text = CheckReportRenderer.render(report, format: format)
      try session.write(Data(text.utf8), to: session.resolve(file), what: "the report")
      return .written(report)
    case .writeBaseline(let file):
      try session.write(Baseline.encode(report.findings), to: session.resolve(file), what: "the baseline")
      return .baseline(findings: report.findings.count, file: file)
    case .fixNames(var rename, let dryRun):
      rename.pairs = CheckRequest.nameFixes(report.findings)
      guard !rename.pairs.isEmpty else { return .noNameFix }
      if dryRun { return .renameMap(rename.pairs.map { ($0.old, $0.new) }) }
      return .renamed(try session.run(rename).output(dryRun: false))
    }
  }

  public func rendered(_ result: CheckOutput, in session: ProjectSession) -> CheckOutput {
    result
  }
}
