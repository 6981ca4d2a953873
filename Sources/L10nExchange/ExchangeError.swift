/// A file to import (or a bundle to write) that cannot be used: named with the line and column
/// where that is known, and what was expected.
public struct ExchangeError: Error, Sendable, Equatable, CustomStringConvertible {
  public var file: String
  public var line: Int?
  public var column: Int?
  public var message: String

  public init(file: String, line: Int? = nil, column: Int? = nil, _ message: String) {
    self.file = file
    self.line = line
    self.column = column
    self.message = message
  }

  public var description: String {
    var text = file
    if let line {
      text += ":\(line)"
      if let column { text += ":\(column)" }
    }
    return text + ": " + message
  }
}
