/// A catalog field whose value is one of a few known texts, where any other text is kept as it
/// is so a round trip never changes it (`state`, `extractionState`).
public protocol OpenStringValue: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible
where RawValue == String {
  init(rawValue: String)
}

extension OpenStringValue {
  public init(_ rawValue: String) {
    self.init(rawValue: rawValue)
  }

  public var description: String { rawValue }
}
