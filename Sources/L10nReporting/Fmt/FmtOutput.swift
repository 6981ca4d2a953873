import L10nCatalog

/// `l10n fmt`: the catalogs written (or, checking, not in Xcode's form), then a count; checking,
/// findings when one is not.
public struct FmtOutput: Rendered {
  /// The catalogs read.
  public var total: Int
  /// Those written (or, checking, those not in Xcode's form), as shown.
  public var changed: [String]
  public var checkOnly: Bool
  public var sort: Bool

  public init(total: Int, changed: [String], checkOnly: Bool, sort: Bool) {
    (self.total, self.changed, self.checkOnly, self.sort) = (total, changed, checkOnly, sort)
  }

  public func output(_ style: OutputStyle) -> CommandOutput {
    var output = CommandOutput(standardOutput: CommandOutput.lines(changed))
    let catalogs = Counted.phrase(total, "catalog")
    if !checkOnly {
      output.notes = ["Formatted \(changed.count) of \(catalogs); \(total - changed.count) already in Xcode's format."]
    } else if changed.isEmpty {
      output.notes = ["\(catalogs) \(total == 1 ? "is" : "are") in Xcode's format."]
    } else {
      output.notes = [
        "\(changed.count) of \(catalogs) \(changed.count == 1 ? "is" : "are") not in Xcode's format\(sort ? " and order" : ""); run `l10n fmt\(sort ? " --sort" : "")` to fix."
      ]
      output.findings = true
    }
    return output
  }
}
