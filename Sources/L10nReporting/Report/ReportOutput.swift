/// `l10n report`: the path of the page written.
public struct ReportOutput: Rendered {
  /// index.html, as shown.
  public var page: String

  public init(page: String) {
    self.page = page
  }

  public func output(_ style: OutputStyle) -> CommandOutput {
    CommandOutput(standardOutput: page + "\n")
  }
}
