extension String {
  /// Whether the text holds `byte`, an ASCII byte, reading the UTF-8 storage directly.
  public func containsASCII(_ byte: UInt8) -> Bool {
    let found = utf8.withContiguousStorageIfAvailable { buffer in
      for candidate in buffer where candidate == byte { return true }
      return false
    }
    return found ?? utf8.contains(byte)
  }
}
