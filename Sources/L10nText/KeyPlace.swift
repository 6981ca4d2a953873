/// A key, or a literal's text, at a place in a Swift file: where code uses a key (check's
/// `missing-key` and `unused-key`), where a string literal mentions one, where code writes a key's
/// generated symbol. `KeyUsage` says more of a usage (its shape, texts, table); everything else
/// that puts a key at a place is this.
public struct KeyPlace: Sendable, Hashable, Codable {
  /// The key, the literal's text, or the symbol's name.
  public var key: String
  /// The file as shown to the user.
  public var file: String
  public var line: Int
  public var column: Int

  public init(key: String, file: String, line: Int, column: Int) {
    self.key = key
    self.file = file
    self.line = line
    self.column = column
  }

  /// `file:line:col`.
  public var location: String { "\(file):\(line):\(column)" }
}
