import Foundation

/// A failure to read or write a String Catalog: the file cannot be used as it is.
///
/// The description names the file, the line and column where that is known, the path of the value
/// inside the catalog, and what was expected:
/// `Localizable.xcstrings:120:17: strings → "editor.title" → localizations → fr → stringUnit → state: expected a string, found a number`.
public struct CatalogError: Error, Sendable, Equatable, CustomStringConvertible, LocalizedError {
  public enum Kind: String, Sendable, Equatable {
    /// The bytes are not valid JSON (RFC 8259).
    case syntax
    /// Valid JSON, but not the shape of a String Catalog.
    case shape
    /// Not UTF-8 text.
    case encoding
    /// A limit the reader keeps to stay safe (nesting depth).
    case limit
    /// The file could not be read, written or found.
    case io
  }

  public var kind: Kind
  public var message: String
  /// The file as the user named it, when known.
  public var file: String?
  /// The byte offset in the file, when known. Turned into `location` by the reader.
  public var offset: Int?
  public var location: SourceLocation?
  /// Where in the catalog the problem is, outermost first.
  public var codingPath: [PathComponent]

  public init(
    _ kind: Kind, _ message: String, file: String? = nil, offset: Int? = nil,
    location: SourceLocation? = nil, codingPath: [PathComponent] = []
  ) {
    self.kind = kind
    self.message = message
    self.file = file
    self.offset = offset
    self.location = location
    self.codingPath = codingPath
  }

  public var description: String {
    var text = ""
    if let file {
      text += SourcePlace(file: file, location).description + ": "
    } else if let location {
      text += "\(location.line):\(location.column): "
    }
    if !codingPath.isEmpty {
      text += codingPath.map(\.description).joined(separator: " → ") + ": "
    }
    return text + message
  }

  public var errorDescription: String? { description }
}

/// One step of a path into a catalog: a field name (`localizations`), a user-chosen key
/// (`"editor.title"`, written in quotes) or an array index (`[2]`).
public enum PathComponent: Sendable, Equatable, CustomStringConvertible {
  case field(String)
  case key(String)
  case index(Int)

  public var description: String {
    switch self {
    case .field(let name): name
    case .key(let key): "\"\(key)\""
    case .index(let index): "[\(index)]"
    }
  }
}

/// A 1-based line and column in a text file. The column counts Unicode scalars.
public struct SourceLocation: Sendable, Hashable, Codable, CustomStringConvertible {
  public var line: Int
  public var column: Int

  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  /// The line and column of `offset` in UTF-8 `bytes`.
  public init(offset: Int, in bytes: UnsafeBufferPointer<UInt8>) {
    var line = 1
    var column = 1
    var index = 0
    let end = min(offset, bytes.count)
    while index < end {
      let byte = bytes[index]
      if byte == 0x0A {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
      index += 1
    }
    self.init(line: line, column: column)
  }

  public var description: String { "\(line):\(column)" }
}
