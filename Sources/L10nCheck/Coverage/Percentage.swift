/// Percentages as l10n prints them: rounded down to tenths, so that 99.96 never shows as 100 (nor
/// as a gate it did not reach). `check`'s reports, `status` and the report page (`l10n report`,
/// whose script keeps a JavaScript copy of `oneDecimal`) all print them through it.
public enum Percentage {
  /// Tenths of a percent, rounded down, never below 0: 99.96 → 999.
  public static func tenths(_ percent: Double) -> Int {
    Int((max(percent, 0) * 10).rounded(.down))
  }

  /// The percentage rounded down to one decimal: 99.96 → 99.9.
  public static func roundedDown(_ percent: Double) -> Double {
    Double(tenths(percent)) / 10
  }

  /// With at most one decimal: `93.7`, `100`.
  public static func text(_ percent: Double) -> String {
    text(tenths: tenths(percent))
  }

  /// Tenths of a percent as text with at most one decimal: `93.7`, `100`.
  public static func text(tenths: Int) -> String {
    tenths % 10 == 0 ? "\(tenths / 10)" : "\(tenths / 10).\(tenths % 10)"
  }

  /// With exactly one decimal, as `status` prints its column: `93.7`, `100.0`.
  public static func oneDecimal(_ percent: Double) -> String {
    let tenths = tenths(percent)
    return "\(tenths / 10).\(tenths % 10)"
  }
}
