/// The one judgement of whether bytes are UTF-8 text, for every reader that refuses or warns on
/// anything else (XLIFF, CSV, Swift sources, the extraction cache).
///
/// `String(validating:as:)` says the same, but only from macOS 15; l10n's floor is macOS 13, so
/// this walks the bytes with the standard library's `UTF8` decoder, which every release has.
/// ASCII, most of any file, is skipped eight bytes at a time.
public enum UTF8Validation {
  /// The offset of the first byte that does not begin a well-formed UTF-8 sequence (Unicode's
  /// "maximal subpart" rule: overlong forms, surrogates and values above U+10FFFF are refused),
  /// or nil when all of `bytes` is UTF-8.
  public static func firstInvalidOffset<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> Int? {
    let answer = bytes.withContiguousStorageIfAvailable { firstInvalidOffset(buffer: $0) }
    if let answer { return answer }
    return Array(bytes).withUnsafeBufferPointer { firstInvalidOffset(buffer: $0) }
  }

  /// Whether all of `bytes` is UTF-8.
  public static func isValid<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> Bool {
    firstInvalidOffset(bytes) == nil
  }

  /// The text of `bytes` when they are UTF-8, nil otherwise (what `String(validating:as:)` gives).
  public static func string<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> String? {
    isValid(bytes) ? String(decoding: bytes, as: UTF8.self) : nil
  }

  private static func firstInvalidOffset(buffer: UnsafeBufferPointer<UInt8>) -> Int? {
    guard let base = buffer.baseAddress else { return nil }
    let count = buffer.count
    var index = 0
    while index < count {
      // Skip ASCII a word at a time.
      while index + 8 <= count {
        let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
        if word & 0x8080_8080_8080_8080 != 0 { break }
        index += 8
      }
      guard index < count else { return nil }
      if base[index] < 0x80 {
        index += 1
        continue
      }
      var iterator = UnsafeBufferPointer(rebasing: buffer[index...]).makeIterator()
      var decoder = UTF8()
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar): index += UTF8.width(scalar)
      case .error: return index
      case .emptyInput: return nil
      }
    }
    return nil
  }
}
