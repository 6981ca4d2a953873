import L10nCatalog

/// `l10n diff`: the changes as text, JSON or a Markdown comment; findings when asked to
/// (`exitCode`) and something changed.
public struct DiffOutput: Rendered {
  public var items: [CatalogDiffItem]
  public var exitCode: Bool

  public init(_ items: [CatalogDiffItem], exitCode: Bool) {
    (self.items, self.exitCode) = (items, exitCode)
  }

  public func output(_ style: OutputStyle) throws -> CommandOutput {
    let text =
      switch style.format {
      case .json: try DiffReport.json(items)
      case .markdown: DiffReport.markdown(items)
      default: DiffReport.text(items, color: style.paint.enabled)
      }
    return CommandOutput(standardOutput: text, findings: exitCode && items.contains { !$0.diff.isEmpty })
  }
}
