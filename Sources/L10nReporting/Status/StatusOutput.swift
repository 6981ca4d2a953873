/// `l10n status`: a table per catalog (percentages coloured on a terminal), or the JSON document.
public struct StatusOutput: Rendered {
  public var statuses: [CatalogStatus]

  public init(_ statuses: [CatalogStatus]) {
    self.statuses = statuses
  }

  public func output(_ style: OutputStyle) throws -> CommandOutput {
    CommandOutput(
      standardOutput: style.format == .json
        ? try StatusReport.json(statuses) : StatusReport.text(statuses, color: style.paint.enabled))
  }
}
