/// A failure to find or read the project configuration (`l10n.yml`) or the files it names.
public struct ConfigError: Error, Sendable, Equatable, CustomStringConvertible {
  public var file: String?
  public var line: Int?
  public var message: String

  public init(file: String? = nil, line: Int? = nil, _ message: String) {
    self.file = file
    self.line = line
    self.message = message
  }

  public var description: String {
    var prefix = ""
    if let file {
      prefix = file + (line.map { ":\($0)" } ?? "") + ": "
    }
    return prefix + message
  }
}
