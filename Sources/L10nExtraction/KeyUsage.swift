import L10nCatalog

/// One place in Swift code where a catalog key is used.
public struct KeyUsage: Sendable, Hashable, Codable, LineAndColumnPlaced {
  public var key: String
  public var place: SourcePlace
  /// The developer's source-language text: the trailing `// Editor` comment of a `.i18n` usage,
  /// or the `value:` / `defaultValue:` argument of a Foundation call.
  public var sourceText: String?
  /// The `comment:` argument of a Foundation call.
  public var comment: String?
  /// The table (`tableName:` / `table:`), when the call names one.
  public var table: String?
  /// How the key was used: `.i18n`, `NSLocalizedString`, `String(localized:)`, `Text`, `.help`.
  public var shape: String
  public var kind: Kind
  /// For a key written with interpolations (`Text("alt-text-\(name)")`): the keys it may name.
  /// `key` is then its certain key, or its display form (`alt-text-%…`) until it is resolved
  /// against a catalog (`KeyTemplate.resolve`).
  public var template: KeyTemplate?

  /// What a usage does to a catalog.
  public enum Kind: String, Sendable, Hashable, Codable {
    /// l10n's own shapes (`.i18n`, `NSLocalizedString`, `String(localized:)`): the key is added to
    /// the catalog when missing.
    case key
    /// A SwiftUI or Foundation call that takes a `LocalizedStringKey` (`extract.keyCalls`): the key
    /// counts as used, and is added only with `extract.addKeyCalls` (Xcode extracts these itself,
    /// and their text is often natural language, not a key).
    case keyCall
  }

  public init(
    key: String, file: String, line: Int, column: Int, sourceText: String? = nil, comment: String? = nil,
    table: String? = nil, shape: String, kind: Kind = .key, template: KeyTemplate? = nil
  ) {
    self.key = key
    place = SourcePlace(file: file, line: line, column: column)
    self.sourceText = sourceText
    self.comment = comment
    self.table = table
    self.shape = shape
    self.kind = kind
    self.template = template
  }

  /// `file:line:col`.
  public var location: String { place.description }
}

/// Something in the code that looks like a usage but cannot be extracted (a key built at run
/// time), or a file that could not be read well.
public struct ExtractionWarning: Sendable, Hashable, Codable, CustomStringConvertible, LineAndColumnPlaced {
  public var place: SourcePlace
  public var message: String
  /// For a key built with interpolation, the `keys.dynamic` pattern its literal parts suggest
  /// (`"onboarding.step_\(n).title"` gives `onboarding.step_*.title`).
  public var dynamicPattern: String?

  public init(file: String, line: Int, column: Int, message: String, dynamicPattern: String? = nil) {
    place = SourcePlace(file: file, line: line, column: column)
    self.message = message
    self.dynamicPattern = dynamicPattern
  }

  /// `file:line:col: warning: message`, the form editors and CI logs understand.
  public var description: String { "\(place): warning: \(message)" }
}

/// Where a key's string literal has its text in a file: the UTF-8 offsets of its text (between the
/// quotes; in a multi-line literal, the line's text without its indentation and line breaks), and
/// the literal's kind, which says how a new text must be escaped.
public struct KeyLiteral: Sendable, Hashable {
  public var contentRange: Range<Int>
  /// `#"…"#`: a backslash is text.
  public var isRaw: Bool
  /// `"""…"""`.
  public var isMultiline: Bool

  public init(contentRange: Range<Int>, isRaw: Bool, isMultiline: Bool) {
    self.contentRange = contentRange
    self.isRaw = isRaw
    self.isMultiline = isMultiline
  }

  /// `text` as this literal's source, or nil when it cannot be written in it without more than
  /// escaping (a raw or multi-line literal and a text with a quote, backslash or line break).
  public func source(for text: String) -> String? {
    let special = text.contains { $0 == "\\" || $0 == "\"" || $0.isNewline }
    if !special { return text }
    if isRaw || isMultiline { return nil }
    var out = ""
    for character in text {
      switch character {
      case "\\": out += "\\\\"
      case "\"": out += "\\\""
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      default:
        if character.isNewline { return nil }
        out.append(character)
      }
    }
    return out
  }
}
