/// How a catalog entry came to be: the `extractionState` field.
///
/// An absent field means Xcode extracted the key from code and still finds it there. Unknown values
/// are kept as they are.
public struct ExtractionState: OpenStringValue {
  public var rawValue: String

  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// Added by hand (or by l10n); Xcode never marks it stale or deletes it.
  public static let manual = ExtractionState("manual")
  /// Extracted from code that gives a default value different from the key.
  public static let extractedWithValue = ExtractionState("extracted_with_value")
  /// Extracted once, no longer found in code.
  public static let stale = ExtractionState("stale")
  /// Came from a `.strings`/`.stringsdict` migration.
  public static let migrated = ExtractionState("migrated")
}
