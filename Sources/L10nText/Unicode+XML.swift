extension Unicode.Scalar {
  /// Whether XML 1.0 can hold this character (its `Char` production): tab, line feed, carriage
  /// return, and U+0020 up, except U+FFFE and U+FFFF. Both XML writers (XLIFF, JUnit) ask here.
  public var isXMLCharacter: Bool {
    switch value {
    case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
    default: false
    }
  }
}
