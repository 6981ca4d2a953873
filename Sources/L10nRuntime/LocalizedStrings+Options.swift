import L10nCatalog

// `Options.device`'s type is the catalog model's list of Xcode's devices, exported so that a
// program importing L10nRuntime alone can name its cases (`.mac`).
@_exported import enum L10nCatalog.DeviceCategory

extension LocalizedStrings {
  /// A device key of Xcode's `device` variations: `iphone`, `ipad`, `ipod`, `mac`, `applewatch`,
  /// `appletv`, `applevision`, `other`.
  public typealias Device = DeviceCategory

  /// How lookups answer; fixed when the catalogs load (a reload keeps them).
  public struct Options: Sendable {
    /// The case of a `device` variation that answers: this device's, else `other`. Default
    /// `other`, what a server or a Linux program is.
    public var device: Device = .other
    /// Whether texts in state `needs_review` answer (Apple's runtime shows them, and so does this
    /// by default). When not, a language whose text for a key needs review (in any case the
    /// lookup could choose) has no text for that key, and the next language of the chain answers.
    public var useNeedsReview = true
    /// Whether the catalog's source language ends the chain: `fr-CA`, `fr`, then the source
    /// language, then the key (default); when not, `fr-CA`, `fr`, then the key.
    public var fallbackToSourceLanguage = true
    /// How numbers are written. false (default): as `String(format:)` writes them with no locale,
    /// ASCII digits and no grouping (`1234.5`), as Apple's `String(format: NSLocalizedString(…), n)`
    /// does. true: decimal integers and `%f` as the answering language writes them, with its
    /// digits, separators and grouping (`1 234,5` in French), as `String.localizedStringWithFormat`.
    public var localizedNumbers = false
    /// What a key no language has answers (the key, the table and the locale asked); default:
    /// the key itself, formatted with the arguments, as Foundation shows a missing key.
    public var missingKey: (@Sendable (_ key: String, _ table: String, _ locale: String) -> String)?

    public init(
      device: Device = .other, useNeedsReview: Bool = true, fallbackToSourceLanguage: Bool = true,
      localizedNumbers: Bool = false,
      missingKey: (@Sendable (_ key: String, _ table: String, _ locale: String) -> String)? = nil
    ) {
      self.device = device
      self.useNeedsReview = useNeedsReview
      self.fallbackToSourceLanguage = fallbackToSourceLanguage
      self.localizedNumbers = localizedNumbers
      self.missingKey = missingKey
    }
  }
}
