import OrderedCollections

/// A String Catalog (`.xcstrings`): every key of one table, with every language.
///
/// Reading and writing keep everything: the order of keys at every level, fields and values l10n
/// does not know, the `version` text, and the file's own conventions (`fileFormat`). A key or
/// field the tool adds is written where Xcode would put it.
public struct StringCatalog: Hashable, Sendable {
  public var sourceLanguage: String
  /// Keys in file order.
  public var strings: OrderedDictionary<String, CatalogEntry>
  /// Kept verbatim (`1.0` … `1.3` exist); never rewritten.
  public var version: String
  public var unknownFields: JSONObject = [:]
  /// How the file was laid out beyond JSON (final newline, BOM, line endings).
  public var fileFormat = FileFormat()
  var layout: [String]? = nil

  public init(
    sourceLanguage: String, strings: OrderedDictionary<String, CatalogEntry> = [:], version: String = "1.0"
  ) {
    self.sourceLanguage = sourceLanguage
    self.strings = strings
    self.version = version
  }

  static let fields = ["sourceLanguage", "strings", "version"]
}

/// File conventions outside JSON that a round trip keeps. Xcode writes none of them (no BOM, LF,
/// no final newline); other editors and tools sometimes add them, and rewriting them would turn
/// every line of the file into a diff.
public struct FileFormat: Hashable, Sendable {
  public var hasTrailingNewline: Bool
  public var hasByteOrderMark: Bool
  public var usesCRLF: Bool

  public init(hasTrailingNewline: Bool = false, hasByteOrderMark: Bool = false, usesCRLF: Bool = false) {
    self.hasTrailingNewline = hasTrailingNewline
    self.hasByteOrderMark = hasByteOrderMark
    self.usesCRLF = usesCRLF
  }
}
