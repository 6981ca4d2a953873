/// The `state` of a `stringUnit` or `stringSet`.
///
/// Xcode writes `translated`, `needs_review` and `new`; any other text (one real catalog has `""`)
/// is kept as it is, so a round trip never changes it.
public struct TranslationState: OpenStringValue {
  public var rawValue: String

  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// Translated and reviewed.
  public static let translated = TranslationState("translated")
  /// Translated, but the source changed since; a person should look again.
  public static let needsReview = TranslationState("needs_review")
  /// Made by a tool (Xcode or l10n) and not confirmed by a person yet.
  public static let new = TranslationState("new")
}
