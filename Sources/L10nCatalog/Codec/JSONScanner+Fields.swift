extension JSONScanner.ValueKind {
  var description: String {
    switch self {
    case .object: "an object"
    case .array: "an array"
    case .string: "a string"
    case .number: "a number"
    case .bool: "a boolean"
    case .null: "null"
    }
  }
}

/// Typed reads of known fields: a value of the wrong JSON type is a shape error that names the
/// field; the caller adds the outer path as the error travels up.
extension JSONScanner {
  mutating func expect(_ kind: ValueKind, field: String) throws(CatalogError) {
    guard let found = peekKind() else {
      throw syntaxError("expected a value for \"\(field)\", found \(describeCurrent())")
    }
    if found != kind {
      throw CatalogError(
        .shape, "expected \(kind.description), found \(found.description)", offset: offset, codingPath: [.field(field)])
    }
  }

  /// Checks that an object starts here; the caller adds the path.
  mutating func expectObject() throws(CatalogError) {
    guard let found = peekKind() else {
      throw syntaxError("expected an object, found \(describeCurrent())")
    }
    if found != .object {
      throw CatalogError(.shape, "expected an object, found \(found.description)", offset: offset)
    }
  }

  mutating func string(field: String) throws(CatalogError) -> String {
    try expect(.string, field: field)
    return try readString()
  }

  mutating func bool(field: String) throws(CatalogError) -> Bool {
    try expect(.bool, field: field)
    return try readBool()
  }

  mutating func integer(field: String) throws(CatalogError) -> Int {
    try expect(.number, field: field)
    let start = offset
    let text = try readNumberText()
    guard let value = Int(text) else {
      throw CatalogError(.shape, "expected a whole number, found \(text)", offset: start, codingPath: [.field(field)])
    }
    return value
  }

  mutating func stringArray(field: String) throws(CatalogError) -> [String] {
    try expect(.array, field: field)
    var values: [String] = []
    try readArray(context: field) { (scanner: inout JSONScanner, index: Int) throws(CatalogError) in
      do throws(CatalogError) {
        values.append(try scanner.string(field: field))
      } catch {
        var error = error
        if error.kind == .shape { error.codingPath = [.field(field), .index(index)] }
        throw error
      }
    }
    return values
  }
}

extension CatalogError {
  /// Prefixes a shape error's path; other errors already say where they are by line and column.
  func within(_ components: PathComponent...) -> CatalogError {
    guard kind == .shape else { return self }
    var copy = self
    copy.codingPath.insert(contentsOf: components, at: 0)
    return copy
  }
}
