extension JSONValue {
  /// Reads one JSON document (RFC 8259, strict, as the catalog reader reads: duplicate keys are
  /// an error) into a value that keeps member order and the text of numbers.
  ///
  /// - Throws: `CatalogError` with the offset of what is wrong.
  public init(json bytes: [UInt8]) throws(CatalogError) {
    self = try bytes.withUnsafeBufferPointer { (buffer) throws(CatalogError) -> JSONValue in
      var scanner = JSONScanner(bytes: buffer, offset: 0)
      scanner.skipWhitespace()
      let value = try scanner.readValue(context: nil)
      try scanner.expectEnd()
      return value
    }
  }
}
