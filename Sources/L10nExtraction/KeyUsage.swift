/// One place in Swift code where a catalog key is used.
public struct KeyUsage: Sendable, Hashable, Codable {
  public var key: String
  /// The file as shown to the user.
  public var file: String
  public var line: Int
  public var column: Int
  /// The developer's source-language text: the trailing `// Editor` comment of a `.i18n` usage,
  /// or the `value:` / `defaultValue:` argument of a Foundation call.
  public var sourceText: String?
  /// The `comment:` argument of a Foundation call.
  public var comment: String?
  /// The table (`tableName:` / `table:`), when the call names one.
  public var table: String?
  /// How the key was used: `.i18n`, `NSLocalizedString`, `String(localized:)`.
  public var shape: String

  public init(
    key: String, file: String, line: Int, column: Int, sourceText: String? = nil, comment: String? = nil,
    table: String? = nil, shape: String
  ) {
    self.key = key
    self.file = file
    self.line = line
    self.column = column
    self.sourceText = sourceText
    self.comment = comment
    self.table = table
    self.shape = shape
  }

  /// `file:line:col`.
  public var location: String { "\(file):\(line):\(column)" }
}

/// Something in the code that looks like a usage but cannot be extracted (a key built at run
/// time), or a file that could not be read well.
public struct ExtractionWarning: Sendable, Hashable, Codable, CustomStringConvertible {
  public var file: String
  public var line: Int
  public var column: Int
  public var message: String

  public init(file: String, line: Int, column: Int, message: String) {
    self.file = file
    self.line = line
    self.column = column
    self.message = message
  }

  /// `file:line:col: warning: message`, the form editors and CI logs understand.
  public var description: String { "\(file):\(line):\(column): warning: \(message)" }
}
