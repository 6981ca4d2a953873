/// An HTTP `Accept-Language` header (RFC 9110, section 12.5.4): language ranges, each with a
/// quality.
public enum AcceptLanguage {
  /// A language range and its quality: a language tag (`fr-CH`, as the client wrote it, `_` kept)
  /// or `*` for any language, and how much the client wants it, from 0.001 to 1.
  public struct Range: Hashable, Sendable, CustomStringConvertible {
    public let tag: String
    /// The quality in thousandths, as the header can write it (`q=0.8` is 800).
    public let thousandths: Int

    public init(tag: String, thousandths: Int = 1000) {
      (self.tag, self.thousandths) = (tag, thousandths)
    }

    /// The quality, 0.001 to 1.
    public var quality: Double { Double(thousandths) / 1000 }

    /// Whether the range is `*`, any language.
    public var isWildcard: Bool { tag == "*" }

    public var description: String { thousandths == 1000 ? tag : "\(tag);q=\(quality)" }
  }

  /// The ranges of a header the client accepts, the best first; ranges of equal quality keep the
  /// header's order. What RFC 9110 does not allow is left out, the rest still read: an element that
  /// is not a language range (`1fr`, `fr--CH`, a tag over 8 letters a subtag or 100 characters),
  /// with a parameter other than one `q`, or a `q` that is not a quality (`q=2`, `q=0.5555`,
  /// `q=high`); empty elements (`fr,,de`). `q=0` means "not acceptable": such ranges are left out
  /// too (`excluded(_:)` gives them). Blanks (spaces and tabs) around elements, `;` and `=` are
  /// allowed. `_` is read as a subtag separator, as Apple's and ICU's locale IDs write it (`en_US`).
  public static func parse(_ header: String) -> [Range] {
    let ranges = elements(header)
    return stableSorted(ranges.filter { $0.thousandths > 0 })
  }

  /// The ranges the header says are not acceptable (`q=0`), in the header's order.
  public static func excluded(_ header: String) -> [Range] {
    elements(header).filter { $0.thousandths == 0 }
  }

  /// Every well-formed element of the header, in order.
  private static func elements(_ header: String) -> [Range] {
    var ranges: [Range] = []
    for element in header.utf8.split(separator: UInt8(ascii: ","), omittingEmptySubsequences: false) {
      let parts = element.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false).map(trimmed)
      guard let first = parts.first, !first.isEmpty else { continue }  // an empty element, or `;q=1`
      guard isLanguageRange(first), parts.count <= 2 else { continue }
      var thousandths = 1000
      if parts.count == 2 {
        guard let quality = weight(parts[1]) else { continue }
        thousandths = quality
      }
      ranges.append(Range(tag: String(decoding: first, as: UTF8.self), thousandths: thousandths))
    }
    return ranges
  }

  /// `ranges` by quality, best first, keeping the order of equals.
  private static func stableSorted(_ ranges: [Range]) -> [Range] {
    ranges.enumerated().sorted { ($0.element.thousandths, $1.offset) > ($1.element.thousandths, $0.offset) }
      .map(\.element)
  }

  private static func isBlank(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }

  private static func trimmed(_ bytes: Substring.UTF8View.SubSequence) -> Substring.UTF8View.SubSequence {
    var bytes = bytes
    while let first = bytes.first, isBlank(first) { bytes = bytes.dropFirst() }
    while let last = bytes.last, isBlank(last) { bytes = bytes.dropLast() }
    return bytes
  }

  /// RFC 4647's `language-range`: `*`, or 1 to 8 letters, then subtags of 1 to 8 letters or
  /// digits after `-` (or `_`); at most 100 characters.
  private static func isLanguageRange(_ bytes: Substring.UTF8View.SubSequence) -> Bool {
    if bytes.elementsEqual("*".utf8) { return true }
    guard bytes.count <= 100 else { return false }
    let subtags = bytes.split(
      omittingEmptySubsequences: false, whereSeparator: { $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "_") })
    for (index, subtag) in subtags.enumerated() {
      guard (1...8).contains(subtag.count) else { return false }
      let allowed = subtag.allSatisfy { isLetter($0) || (index > 0 && isDigit($0)) }
      if !allowed { return false }
    }
    return true
  }

  private static func isLetter(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
  }

  private static func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }

  /// RFC 9110's `weight` after the `;`: `q=` (or `Q=`, blanks around `=`) and a `qvalue`, `0` to
  /// `0.999` or `1` to `1.000`; in thousandths, or nil when it is not one.
  private static func weight(_ bytes: Substring.UTF8View.SubSequence) -> Int? {
    let pair = bytes.split(separator: UInt8(ascii: "="), omittingEmptySubsequences: false).map(trimmed)
    guard pair.count == 2, pair[0].count == 1, pair[0].first.map({ $0 | 0x20 }) == UInt8(ascii: "q") else {
      return nil
    }
    let value = Array(pair[1])
    guard let whole = value.first, whole == UInt8(ascii: "0") || whole == UInt8(ascii: "1") else { return nil }
    var thousandths = whole == UInt8(ascii: "1") ? 1000 : 0
    guard value.count > 1 else { return thousandths }
    let fraction = value.dropFirst(2)
    guard value[1] == UInt8(ascii: "."), fraction.count <= 3, fraction.allSatisfy(isDigit) else { return nil }
    for (place, digit) in fraction.enumerated() {
      let amount = Int(digit - UInt8(ascii: "0")) * [100, 10, 1][place]
      if whole == UInt8(ascii: "1") && amount != 0 { return nil }
      thousandths += amount
    }
    return thousandths
  }
}
