/// Every ANSI escape l10n writes: colours for one stream, which are none unless that stream is
/// a terminal that takes them (the command line decides: `--color`, `NO_COLOR`, `TERM=dumb`).
public struct Paint: Sendable {
  /// The stream takes colour.
  public var enabled: Bool

  public init(_ enabled: Bool) {
    self.enabled = enabled
  }

  /// No colour.
  public static let none = Paint(false)

  /// An SGR style.
  public enum Style: String, Sendable {
    case bold = "1"
    case dim = "2"
    case red = "31"
    case green = "32"
    case yellow = "33"
    case cyan = "36"
    case boldRed = "1;31"
    case boldYellow = "1;33"
    case boldCyan = "1;36"
  }

  /// `text` in `style`, or as it is.
  public func callAsFunction(_ text: String, _ style: Style) -> String {
    enabled ? Self.start(style) + text + Self.reset : text
  }

  /// The escape that starts `style`.
  public static func start(_ style: Style) -> String { "\u{1B}[\(style.rawValue)m" }
  /// The escape that ends a style.
  public static let reset = "\u{1B}[0m"
  /// Back to the start of the line and erase it: a progress line redrawn in place.
  public static let eraseLine = "\r\u{1B}[K"

  /// `error:` in bold red, the label of an error on standard error.
  public var errorLabel: String { self("error:", .boldRed) }
  /// `warning:` in bold yellow, the label of a warning on standard error.
  public var warningLabel: String { self("warning:", .boldYellow) }
}
