/// A key, or a literal's text, at a place in a Swift file: where code uses a key (check's
/// `missing-key` and `unused-key`), where a string literal mentions one, where code writes a key's
/// generated symbol. `KeyUsage` says more of a usage (its shape, texts, table); everything else
/// that puts a key at a place is this.
public struct KeyPlace: Sendable, Hashable, Codable, LineAndColumnPlaced {
  /// The key, the literal's text, or the symbol's name.
  public var key: String
  public var place: SourcePlace

  public init(key: String, file: String, line: Int, column: Int) {
    self.key = key
    place = SourcePlace(file: file, line: line, column: column)
  }

  /// `file:line:col`.
  public var location: String { place.description }
}
