/// A place in a text file: the file as shown to the user and, where known, a 1-based line and
/// column (the column counts Unicode scalars). Every type that says where something is (a
/// finding, a key's usage, a warning, a file that cannot be imported) holds one, and every
/// message writes it one way, its `description`, as compilers do, so that editors and CI logs
/// pick it up: `file:line:column`, `file:line`, or `file`.
public struct SourcePlace: Sendable, Hashable, Codable, CustomStringConvertible {
  public var file: String
  public var line: Int?
  /// Only with a line.
  public var column: Int?

  public init(file: String, line: Int? = nil, column: Int? = nil) {
    self.file = file
    self.line = line
    self.column = column
  }

  /// The place of a line and column (`SourceLocation`, as the catalog reader finds it) in `file`.
  public init(file: String, _ location: SourceLocation?) {
    self.init(file: file, line: location?.line, column: location?.column)
  }

  public var description: String {
    guard let line else { return file }
    guard let column else { return "\(file):\(line)" }
    return "\(file):\(line):\(column)"
  }
}

/// A value at a place whose line and column are always known (a key's usage in code, a
/// finding): `file`, `line` and `column` read and write its `place`.
public protocol LineAndColumnPlaced {
  var place: SourcePlace { get set }
}

extension LineAndColumnPlaced {
  /// The file as shown to the user.
  public var file: String {
    get { place.file }
    set { place.file = newValue }
  }
  public var line: Int {
    get { place.line ?? 0 }
    set { place.line = newValue }
  }
  public var column: Int {
    get { place.column ?? 0 }
    set { place.column = newValue }
  }
}
