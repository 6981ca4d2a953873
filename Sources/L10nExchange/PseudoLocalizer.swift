import L10nText

/// Pseudo-localization: text that still reads as the source but shows what translation breaks.
///
/// Letters become accented look-alikes (hard-coded, untranslated text stands out), the text grows
/// by about 40% (truncation shows; German and Finnish run that much longer than English), and
/// brackets mark both ends (clipping shows). Format specifiers (`%@`, `%1$lld`, `%#@files@`),
/// App Shortcut variables (`${applicationName}`) and line breaks are kept as they are, byte for
/// byte, so the app still formats and the placeholders check passes.
public enum PseudoLocalizer {
  /// The language tag pseudo text goes under when none is given: CLDR's pseudo-locale for
  /// accented English.
  public static let defaultLanguage = "en-XA"

  /// The pseudo text of `text`. Every byte of a placeholder stays as it is, as `FormatSpecifier`
  /// reads them (`%1$(count)lld`, `%#@files@`, `%%`, and `% d`, which `String(format:)` reads with a
  /// space flag); `inSubstitution` for a text of a substitution's case, whose `%arg` stays too.
  public static func transform(_ text: String, inSubstitution: Bool = false) -> String {
    guard !text.isEmpty else { return text }
    let kept = keptRanges(text, inSubstitution: inSubstitution)
    var out = "["
    let utf8 = Array(text.utf8)
    var offset = 0
    var nextKept = 0
    while offset < utf8.count {
      if nextKept < kept.count, kept[nextKept].lowerBound == offset {
        out += String(decoding: utf8[kept[nextKept]], as: UTF8.self)
        offset = kept[nextKept].upperBound
        nextKept += 1
        continue
      }
      let limit = nextKept < kept.count ? kept[nextKept].lowerBound : utf8.count
      let plain = String(decoding: utf8[offset..<limit], as: UTF8.self)
      out.unicodeScalars.append(contentsOf: plain.unicodeScalars.map { accents[$0] ?? $0 })
      offset = limit
    }
    // About 40% longer: the brackets, a space and filler make up 40% of the text's length (at
    // least one filler character, so short texts grow more, as they do in translation).
    let padding = max(1, Int((Double(text.count) * 0.4).rounded()) - 3)
    out += " "
    for position in 0..<padding { out += position % 2 == 0 ? "·" : "~" }
    out += "]"
    return out
  }

  /// The UTF-8 ranges of `text` that stay as they are, in order: its placeholders and `%%`, the
  /// placeholders `String(format:)` reads with a space flag, and App Shortcut variables
  /// (`${applicationName}`).
  static func keptRanges(_ text: String, inSubstitution: Bool) -> [Range<Int>] {
    var ranges: [Range<Int>] = []
    FormatSpecifier.forEachPercent(in: text, substitutionArgument: inSubstitution ? .long : nil) { percent, range in
      switch percent {
      case .placeholder, .escaped: ranges.append(range)
      case .stray(_, let readAs?): ranges.append(range.lowerBound..<(range.lowerBound + readAs.utf8.count))
      case .stray(_, nil): break
      }
    }
    let utf8 = Array(text.utf8)
    var index = 0
    var variables: [Range<Int>] = []
    while index + 1 < utf8.count {
      if utf8[index] == UInt8(ascii: "$"), utf8[index + 1] == UInt8(ascii: "{"),
        let close = utf8[(index + 2)...].firstIndex(of: UInt8(ascii: "}"))
      {
        variables.append(index..<(close + 1))
        index = close + 1
      } else {
        index += 1
      }
    }
    guard !variables.isEmpty else { return ranges }
    // A variable and a placeholder that overlap are kept as one.
    var merged: [Range<Int>] = []
    for range in (ranges + variables).sorted(by: { $0.lowerBound < $1.lowerBound }) {
      if let last = merged.last, range.lowerBound < last.upperBound {
        merged[merged.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
      } else {
        merged.append(range)
      }
    }
    return merged
  }

  static let accents: [Unicode.Scalar: Unicode.Scalar] = {
    let plain = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ".unicodeScalars)
    let fancy = Array("åƀçđéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇĐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ".unicodeScalars)
    return Dictionary(uniqueKeysWithValues: zip(plain, fancy))
  }()
}
