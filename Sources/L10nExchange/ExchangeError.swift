import L10nCatalog

/// A file to import (or a bundle to write) that cannot be used: named with the line and column
/// where that is known, and what was expected.
public struct ExchangeError: Error, Sendable, Equatable, CustomStringConvertible {
  public var place: SourcePlace
  public var message: String

  public init(file: String, line: Int? = nil, column: Int? = nil, _ message: String) {
    place = SourcePlace(file: file, line: line, column: column)
    self.message = message
  }

  public var file: String {
    get { place.file }
    set { place.file = newValue }
  }
  public var line: Int? { place.line }
  public var column: Int? { place.column }

  public var description: String { "\(place): \(message)" }
}
