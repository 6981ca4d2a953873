import Foundation
import L10nCatalog
import L10nCheck
import L10nICU
import L10nText

/// `l10n check` as the command prints it: the report, or what one of its modes did instead.
public enum CheckOutput: Rendered {
  /// The report on standard output, in the style's format (coloured text on a terminal).
  case report(CheckReport)
  /// The report written to a file (`--output`): nothing on standard output.
  case written(CheckReport)
  /// `--write-baseline`: how many findings were recorded in the file.
  case baseline(findings: Int, file: String)
  /// `--fix-names --dry-run`: the rename map, as YAML for `l10n rename --map`.
  case renameMap([(old: String, new: String)])
  /// `--fix-names`, when no key-naming finding has a suggestion.
  case noNameFix
  /// `--fix-names`: the keys renamed.
  case renamed(RenameOutput)
  /// `--list-rules`: the rules in text, JSON, or Markdown (Documentation/Checks.md).
  case rules(RuleList)

  public func output(_ style: OutputStyle) throws -> CommandOutput {
    switch self {
    case .report(let report):
      let text = CheckReportRenderer.render(
        report, format: style.format, color: style.format == .text && style.paint.enabled)
      return CommandOutput(standardOutput: text, findings: report.failed)
    case .written(let report):
      return CommandOutput(findings: report.failed)
    case .baseline(let count, let file):
      return CommandOutput(notes: ["Recorded \(Counted.phrase(count, "finding")) in \(file)."])
    case .renameMap(let pairs):
      let quoted = TextEscaping.yamlSingleQuoted
      return CommandOutput(standardOutput: CommandOutput.lines(pairs.map { "\(quoted($0.old)): \(quoted($0.new))" }))
    case .noNameFix:
      return CommandOutput(notes: ["No key-naming finding has a suggestion."])
    case .renamed(let rename):
      return try rename.output(style)
    case .rules(let list):
      let text =
        switch style.format {
        case .markdown: RuleDocumentation.markdown()
        case .json: try JSONValueEncoder.document(list)
        default: Self.text(list, icuVersion: ICU.version, cldrVersion: ICU.cldrVersion)
        }
      return CommandOutput(standardOutput: text)
    }
  }

  /// One line per rule (id, default severity, summary), in columns, then the ICU and CLDR versions.
  static func text(_ list: RuleList, icuVersion: String, cldrVersion: String) -> String {
    let width = list.rules.map(\.id.rawValue.count).max() ?? 0
    var text = ""
    for rule in list.rules {
      let id = rule.id.rawValue.padding(toLength: width, withPad: " ", startingAt: 0)
      let severity = (rule.onByDefault == false ? "off" : rule.defaultSeverity.rawValue)
        .padding(toLength: 7, withPad: " ", startingAt: 0)
      text += "\(id)  \(severity)  \(rule.summary)\n"
    }
    return text + "ICU \(icuVersion), CLDR \(cldrVersion)\n"
  }
}
