/// A printf-style placeholder in an Apple format string: `%@`, `%d`, `%lld`, `%.2f`, `%1$@`, Xcode 26's
/// named `%1$(count)lld`, or a substitution token `%#@name@`. `%%` is a literal percent sign and not a
/// placeholder.
///
/// The one grammar of placeholders: `%[N$][(name)][flags][width][.precision][length]conversion`, `%%`,
/// `%#@name@` (also `%N$#@name@`) and, in a substitution's cases, `%arg`. Flags are `-`, `+`, `#`, `0`
/// and `'` (no space: "50 % off" is text); width and precision are digits or `*`; the length is one or
/// two of `h l q L z j t`; the conversion one of `@ d i u x X o D U O f F e E g G a A c C s S p`.
public struct FormatSpecifier: Sendable, Hashable {
  /// What kind of value the placeholder formats; placeholders match when their kinds are equal.
  public enum Kind: String, Sendable, Hashable {
    case object  // %@
    case int  // %d %i %u %x %o, no length or h/hh
    case long  // %ld %lld %qd %zd %jd %td (64-bit)
    case double  // %f %e %g %a
    case longDouble  // %Lf
    case char  // %c %C
    case cString  // %s %S
    case pointer  // %p
    case substitution  // %#@name@, typed by its substitution's formatSpecifier

    /// How a message names the kind.
    public var phrase: String {
      switch self {
      case .object: "an object (%@)"
      case .int: "an integer (%d)"
      case .long: "a 64-bit integer (%ld/%lld)"
      case .double: "a floating-point number (%f)"
      case .longDouble: "a long double (%Lf)"
      case .char: "a character (%c)"
      case .cString: "a C string (%s)"
      case .pointer: "a pointer (%p)"
      case .substitution: "a substitution"
      }
    }
  }

  /// The placeholder as written.
  public var text: String
  public var kind: Kind
  /// The explicit argument number of `%2$@`, nil for sequential ones.
  public var position: Int?
  /// The name of a `%#@name@` substitution.
  public var substitution: String?
  /// The argument's name in Xcode 26's named placeholders: `count` in `%1$(count)lld` or `%(count)lld`
  /// (Xcode makes it the argument label of the generated symbol); nil for an unnamed one.
  public var name: String?
  /// The flags as written (`-`, `+`, `#`, `0`, `'`), `""` for none.
  public var flags: String
  /// The width as written (digits or `*`), `""` for none.
  public var width: String
  /// The precision after the `.` as written (`2` in `%.2f`, `""` in `%.f`), nil without a `.`.
  public var precision: String?
  /// The length modifier as written: `""`, `h`, `hh`, `l`, `ll`, `q`, `L`, `z`, `j`, `t`.
  public var length: String
  /// The conversion character as written: `@`, `d`, `u`, `f`, … (`@` for `%#@name@` and `%arg`, whose
  /// type comes from their substitution's `formatSpecifier`).
  public var conversion: Character

  public init(
    text: String, kind: Kind, position: Int? = nil, substitution: String? = nil, name: String? = nil,
    flags: String = "", width: String = "", precision: String? = nil, length: String = "", conversion: Character = "@"
  ) {
    self.text = text
    self.kind = kind
    self.position = position
    self.substitution = substitution
    self.name = name
    self.flags = flags
    self.width = width
    self.precision = precision
    self.length = length
    self.conversion = conversion
  }

  /// The placeholder `text` is as a whole, or nil when it is not exactly one (`%1$(count)lld` is,
  /// `%d files` and `%%` are not): for a single specifier such as a symbol's parameter.
  public static func single(_ text: String) -> FormatSpecifier? {
    var found: FormatSpecifier?
    var count = 0
    var covers = false
    scan(text) { percent, range in
      count += 1
      if case .placeholder(let specifier) = percent, range == 0..<text.utf8.count {
        found = specifier
        covers = true
      }
    }
    return count == 1 && covers ? found : nil
  }

  /// `%arg`: how Xcode writes, in the texts of a substitution's cases, the number the
  /// substitution varies on ("%arg files" in the plural of `%#@files@`); Foundation puts the
  /// substitution's `formatSpecifier` in its place. Outside a substitution it is `%a` and "rg".
  public static let substitutionArgument = "%arg"

  /// The placeholders of `text`, in order. Stray `%` signs ("100% sure", "50 %") are not
  /// placeholders: a space flag or an unknown conversion ends the attempt.
  ///
  /// - Parameter substitutionArgument: for a text of a substitution's case, the kind of its
  ///   `formatSpecifier` (`.long` for `lld`): `%arg` is then one placeholder of that kind, not `%a`
  ///   followed by "rg". nil for any other text.
  public static func parse(_ text: String, substitutionArgument: Kind? = nil) -> [FormatSpecifier] {
    guard text.containsASCII(UInt8(ascii: "%")) else { return [] }
    var result: [FormatSpecifier] = []
    scan(text, substitutionArgument: substitutionArgument) { percent, _ in
      if case .placeholder(let specifier) = percent { result.append(specifier) }
    }
    return result
  }

  /// What a `%` of a text starts.
  public enum Percent: Sendable, Hashable {
    /// A placeholder, as `parse` returns it.
    case placeholder(FormatSpecifier)
    /// `%%`: a percent sign in a format string, two in a text that is not formatted.
    case escaped
    /// A `%` that starts no placeholder ("50 %", "100%", "%ige" is not one: `%i` is), with what
    /// follows it up to the next space (at most 4 characters), such as `%` or `% de`.
    /// `readAsPlaceholder` is the placeholder `String(format:)` reads there with its space
    /// flag (`% d` in "50 % de", `% s` in "50 % sur"), which `parse` does not take for one.
    case stray(text: String, readAsPlaceholder: String?)
  }

  /// Every `%` of `text`, in order: placeholders, `%%` and stray ones.
  public static func percents(in text: String) -> [Percent] {
    guard text.containsASCII(UInt8(ascii: "%")) else { return [] }
    var result: [Percent] = []
    scan(text) { percent, _ in result.append(percent) }
    return result
  }

  /// The placeholders among `percents` (what `percents(in:)` found in a text): what `parse` finds
  /// in that text, for a caller that has its percents already.
  public static func placeholders(in percents: [Percent]) -> [FormatSpecifier] {
    percents.compactMap { percent in
      if case .placeholder(let specifier) = percent { specifier } else { nil }
    }
  }

  /// Every `%` of `text` with the range of UTF-8 offsets it covers (a stray `%` covers only
  /// itself), in order; `substitutionArgument` as for `parse`.
  public static func forEachPercent(
    in text: String, substitutionArgument: Kind? = nil, _ visit: (Percent, Range<Int>) -> Void
  ) {
    guard text.containsASCII(UInt8(ascii: "%")) else { return }
    scan(text, substitutionArgument: substitutionArgument) { percent, range in
      if case .stray = percent {
        visit(percent, range.lowerBound..<(range.lowerBound + 1))
      } else {
        visit(percent, range)
      }
    }
  }

  static func scan(
    _ text: String, substitutionArgument: Kind? = nil, _ visit: (Percent, Range<Int>) -> Void
  ) {
    // Every character of a placeholder is ASCII, so the UTF-8 bytes are read directly, where the
    // string keeps them (no copy); a substitution name may hold other letters (bytes from 0x80 up).
    var text = text
    text.withUTF8 { bytes in scan(bytes, substitutionArgument: substitutionArgument, visit) }
  }

  private static func scan(
    _ bytes: UnsafeBufferPointer<UInt8>, substitutionArgument: Kind?, _ visit: (Percent, Range<Int>) -> Void
  ) {
    var index = 0
    func slice(_ range: Range<Int>) -> String {
      String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }
    func stray(at start: Int) {
      var end = start + 1
      while end < bytes.count, end - start < 4, bytes[end] != UInt8(ascii: "%"), bytes[end] >= 0x20, bytes[end] < 0x80 {
        if bytes[end] == 0x20, end > start + 1 { break }
        end += 1
      }
      // With a space flag (`% d`), what printf would read: the rest must be a placeholder.
      var spaced = start + 1
      while spaced < bytes.count, bytes[spaced] == 0x20 { spaced += 1 }
      var readAs: String?
      if spaced > start + 1, let (specifier, end) = placeholder(bytes, from: spaced), specifier.substitution == nil {
        readAs = "%" + slice((start + 1)..<end)
      }
      visit(.stray(text: slice(start..<end), readAsPlaceholder: readAs), start..<end)
    }
    while index < bytes.count {
      guard bytes[index] == UInt8(ascii: "%") else {
        index += 1
        continue
      }
      let start = index
      if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "%") {
        visit(.escaped, index..<(index + 2))
        index += 2
        continue
      }
      if let kind = substitutionArgument, bytes[index...].starts(with: substitutionArgumentBytes) {
        let end = index + substitutionArgumentBytes.count
        visit(
          .placeholder(FormatSpecifier(text: Self.substitutionArgument, kind: kind)),
          start..<end)
        index = end
        continue
      }
      if let (specifier, end) = placeholder(bytes, from: index + 1) {
        var found = specifier
        found.text = slice(start..<end)
        visit(.placeholder(found), start..<end)
        index = end
        continue
      }
      stray(at: start)
      index = start + 1
    }
  }

  private static let substitutionArgumentBytes = Array(substitutionArgument.utf8)

  /// The placeholder whose `%` comes just before `bytes[start]`, and where it ends; nil when
  /// none starts there. Its `text` is filled by the caller.
  private static func placeholder(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> (FormatSpecifier, Int)? {
    func slice(_ range: Range<Int>) -> String {
      String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }
    var index = start
    guard index < bytes.count else { return nil }
    // %#@name@
    if bytes[index] == UInt8(ascii: "#"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "@") {
      var end = index + 2
      while end < bytes.count, bytes[end] != UInt8(ascii: "@"), isNameByte(bytes[end]) { end += 1 }
      guard end < bytes.count, bytes[end] == UInt8(ascii: "@"), end > index + 2 else { return nil }
      return (FormatSpecifier(text: "", kind: .substitution, substitution: slice((index + 2)..<end)), end + 1)
    }
    // Argument number: digits then `$`.
    var position: Int?
    var cursor = index
    var number = 0
    while cursor < bytes.count, isDigit(bytes[cursor]), number < 1000 {
      number = number * 10 + Int(bytes[cursor] - UInt8(ascii: "0"))
      cursor += 1
    }
    if cursor > index, cursor < bytes.count, bytes[cursor] == UInt8(ascii: "$"), number > 0 {
      position = number
      index = cursor + 1
    }
    // %1$#@name@: a substitution that names its argument.
    if position != nil, index + 1 < bytes.count, bytes[index] == UInt8(ascii: "#"),
      bytes[index + 1] == UInt8(ascii: "@"),
      let (found, end) = placeholder(bytes, from: index)
    {
      var specifier = found
      specifier.position = position
      return (specifier, end)
    }
    // Xcode 26's argument name: `(count)`.
    var name: String?
    if index < bytes.count, bytes[index] == UInt8(ascii: "(") {
      var close = index + 1
      while close < bytes.count, isNameByte(bytes[close]), bytes[close] != UInt8(ascii: "-") { close += 1 }
      guard close < bytes.count, bytes[close] == UInt8(ascii: ")"), close > index + 1 else { return nil }
      name = slice((index + 1)..<close)
      index = close + 1
    }
    // Flags (no space flag: "50 % off" is text), width, precision.
    let flagsStart = index
    while index < bytes.count, isFlag(bytes[index]) { index += 1 }
    let widthStart = index
    while index < bytes.count, bytes[index] == UInt8(ascii: "*") || isDigit(bytes[index]) { index += 1 }
    let widthEnd = index
    var precision: String?
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      let precisionStart = index
      while index < bytes.count, bytes[index] == UInt8(ascii: "*") || isDigit(bytes[index]) { index += 1 }
      precision = slice(precisionStart..<index)
    }
    // Length.
    let lengthStart = index
    while index < bytes.count, isLength(bytes[index]), index - lengthStart < 2 { index += 1 }
    let length = slice(lengthStart..<index)
    guard index < bytes.count, let kind = kind(conversion: Unicode.Scalar(bytes[index]), length: length) else {
      return nil
    }
    let specifier = FormatSpecifier(
      text: "", kind: kind, position: position, name: name, flags: slice(flagsStart..<widthStart),
      width: slice(widthStart..<widthEnd), precision: precision, length: length,
      conversion: Character(Unicode.Scalar(bytes[index])))
    return (specifier, index + 1)
  }

  private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

  private static func isFlag(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "#") || byte == UInt8(ascii: "0")
      || byte == UInt8(ascii: "'")
  }

  private static func isLength(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "h"), UInt8(ascii: "l"), UInt8(ascii: "q"), UInt8(ascii: "L"), UInt8(ascii: "z"),
      UInt8(ascii: "j"),
      UInt8(ascii: "t"):
      true
    default: false
    }
  }

  private static func isNameByte(_ byte: UInt8) -> Bool {
    byte >= 0x80 || isDigit(byte) || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
      || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
  }

  /// The kind a `formatSpecifier` field such as `lld` or `@` stands for.
  public static func kind(ofFieldValue value: String) -> Kind? {
    // The last scalar is the conversion; the length modifiers before it count, in order.
    var length = String.UnicodeScalarView()
    var conversion: Unicode.Scalar?
    for scalar in value.unicodeScalars {
      if let previous = conversion, "hlqLzjt".unicodeScalars.contains(previous) { length.append(previous) }
      conversion = scalar
    }
    guard let conversion else { return nil }
    return kind(conversion: conversion, length: String(length))
  }

  private static func kind(conversion: Unicode.Scalar, length: String) -> Kind? {
    switch conversion {
    case "@": return .object
    case "d", "i", "u", "x", "X", "o", "D", "U", "O":
      if ["l", "ll", "q", "z", "j", "t"].contains(length) || "DUO".unicodeScalars.contains(conversion) { return .long }
      return ["", "h", "hh"].contains(length) ? .int : nil
    case "f", "F", "e", "E", "g", "G", "a", "A": return length == "L" ? .longDouble : .double
    case "c", "C": return .char
    case "s", "S": return .cString
    case "p": return .pointer
    default: return nil
    }
  }

}
