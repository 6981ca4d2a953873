/// A failure to find or read the project configuration (`l10n.yml`) or the files it names:
/// `file:line: message`, or `file:line:column: message` where the column is known.
public struct ConfigError: Error, Sendable, Equatable, CustomStringConvertible {
  public var file: String?
  public var line: Int?
  public var column: Int?
  public var message: String

  public var description: String {
    guard let file else { return message }
    return file + (line.map { ":\($0)" } ?? "") + (line != nil ? column.map { ":\($0)" } ?? "" : "") + ": " + message
  }
}

extension ConfigError {
  public init(file: String? = nil, line: Int? = nil, column: Int? = nil, _ message: String) {
    self.init(file: file, line: line, column: column, message: message)
  }
}
