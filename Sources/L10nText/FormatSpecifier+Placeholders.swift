extension FormatSpecifier {
  /// `text` with each placeholder replaced by a space (a placeholder separates words):
  /// `%lld files` is ` files`; `substitutionArgument` as for `parse` (a substitution's `%arg`).
  public static func withoutPlaceholders(_ text: String, substitutionArgument: Kind? = nil) -> String {
    guard text.containsASCII(UInt8(ascii: "%")) else { return text }
    var ranges: [Range<Int>] = []
    forEachPercent(in: text, substitutionArgument: substitutionArgument) { percent, range in
      if case .placeholder = percent { ranges.append(range) }
    }
    guard !ranges.isEmpty else { return text }
    let bytes = Array(text.utf8)
    var out: [UInt8] = []
    var position = 0
    for range in ranges {
      out += bytes[position..<range.lowerBound]
      out.append(0x20)
      position = range.upperBound
    }
    out += bytes[position...]
    return String(decoding: out, as: UTF8.self)
  }

  /// Whether `text` has a letter outside its placeholders: "%lld", "%@ (%@)" and "100 %" read
  /// the same in every language.
  public static func hasLetterOutsidePlaceholders(_ text: String, substitutionArgument: Kind? = nil) -> Bool {
    withoutPlaceholders(text, substitutionArgument: substitutionArgument).unicodeScalars.contains {
      $0.properties.isAlphabetic
    }
  }
}
