import L10nCatalog

/// A warning for standard error, in the one form every command writes it: `place: warning:
/// message`, the form of compilers that editors and CI logs pick up, or `warning: message` when
/// it is about no place. The label is bold yellow where the stream takes colour.
public struct Warning: Sendable, Hashable {
  /// Where (`file:line:col`, `l10n.yml`), or nil.
  public var place: SourcePlace?
  public var message: String

  public init(_ message: String, at place: SourcePlace? = nil) {
    (self.message, self.place) = (message, place)
  }

  /// The warning's line, without its newline.
  public func line(_ paint: Paint) -> String {
    (place.map { "\($0): " } ?? "") + paint.warningLabel + " " + message
  }
}
