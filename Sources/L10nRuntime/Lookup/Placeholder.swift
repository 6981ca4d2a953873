import Foundation
import L10nText

/// One placeholder of a prepared text: which argument it formats (0-based) and how.
///
/// Numbers are written as C's `printf` writes them, the way `String(format:)` does with no locale
/// (ASCII digits, `.` before decimals, no grouping): what Apple's runtime gives for
/// `String(format: NSLocalizedString(…), n)`. With `localizedNumbers`, decimal integers and `%f`
/// are written as the answering language writes numbers (Foundation's number format style:
/// its digits, separators and grouping), as `String.localizedStringWithFormat` does.
struct Placeholder: Sendable {
  /// The argument it takes, from 0.
  var argument: Int
  var kind: FormatSpecifier.Kind
  var conversion: Character
  /// For `String(format:)`: flags, width, precision, length and conversion, without the argument
  /// number or name (`%-5.2f`); the grouping flag `'`, `*` and widths or precisions over
  /// `widest` are left out.
  var format: String
  /// No flags, width, precision or `h`: the fast ways apply.
  var isBare: Bool
  /// The digits after the point (`%.2f`: 2), nil when the placeholder gives none.
  var precision: Int?
  /// A C integer of 64 bits (`l`, `ll`, `q`, `z`, `j`, `t`, or `D U O`), else of 32.
  var isWide: Bool
  /// The placeholder as the text writes it (names dropped), kept when no argument is given.
  var written: String

  init(_ specifier: FormatSpecifier, argument: Int, written: String) {
    self.argument = argument
    kind = specifier.kind
    conversion = specifier.conversion
    let flags = specifier.flags.filter { $0 != "'" }
    // A width or precision past any text's (`%999999999d`) would have C write that many characters.
    let width = Self.limited(specifier.width) ?? ""
    let precision = specifier.precision.flatMap { $0.isEmpty ? "" : Self.limited($0) }
    // The value is passed as a 64-bit integer (`ll`), a 32-bit one (`h` and `hh` kept), or a
    // double; CoreFoundation reads `q`, `z`, `j`, `t` and `D U O` no better than an `@`, which
    // would crash on a number.
    let length: String
    var letter: Character
    switch specifier.kind {
    case .long:
      length = "ll"
      letter =
        "DUO".contains(specifier.conversion) ? Character(specifier.conversion.lowercased()) : specifier.conversion
    case .int:
      length = specifier.length.hasPrefix("h") ? specifier.length : ""
      letter = specifier.conversion
    default:
      length = ""
      letter = specifier.conversion
    }
    // Only a conversion of the kind reaches `String(format:)` (an `@` would read the number as an object).
    if [.int, .long].contains(specifier.kind), !"diouxX".contains(letter) { letter = "d" }
    if [.double, .longDouble].contains(specifier.kind), !"fFeEgGaA".contains(letter) { letter = "f" }
    format = "%" + flags + width + (precision.map { "." + $0 } ?? "") + length + String(letter)
    // `%hd` and `%hhd` cut the number to 16 and 8 bits: `String(format:)` does it.
    isBare = flags.isEmpty && width.isEmpty && precision == nil && !specifier.length.hasPrefix("h")
    self.precision = precision.map { Int($0) ?? 0 }
    isWide = kind == .long
    self.written = written
  }

  /// The largest width and precision written: a larger one is left out.
  static let widest = 100

  /// Digits of a width or precision up to `widest`; nil for `*` (an argument C would take) and
  /// larger ones.
  private static func limited(_ digits: String) -> String? {
    guard let value = Int(digits), value <= widest else { return nil }
    return digits
  }

  /// `argument` as this placeholder writes it; `locale` for numbers as a language writes them.
  func format(_ argument: Argument, locale: Locale?) -> String {
    switch kind {
    case .int, .long:
      guard let value = argument.integer else { return argument.description }
      return integer(value, locale: locale)
    case .double, .longDouble:
      guard let value = argument.double else { return argument.description }
      if let locale, isBare || precision != nil, "fF".contains(conversion) {
        return value.formatted(.number.precision(.fractionLength(precision ?? 6)).locale(locale))
      }
      return String(format: format, value)
    case .char:
      guard let value = argument.integer, let scalar = Unicode.Scalar(UInt32(truncatingIfNeeded: value)) else {
        return argument.description
      }
      return String(Character(scalar))
    case .object, .cString, .pointer, .substitution:
      return argument.description
    }
  }

  private func integer(_ value: Int64, locale: Locale?) -> String {
    let signed = "diD".contains(conversion)
    let unsigned = "uU".contains(conversion)
    if let locale, isBare, signed || unsigned {
      if signed { return (isWide ? value : Int64(Int32(truncatingIfNeeded: value))).formatted(.number.locale(locale)) }
      return (isWide ? UInt64(bitPattern: value) : UInt64(UInt32(truncatingIfNeeded: value)))
        .formatted(.number.locale(locale))
    }
    switch (isBare, signed, unsigned, isWide) {
    case (true, true, _, true): return String(value)
    case (true, true, _, false): return String(Int32(truncatingIfNeeded: value))
    case (true, _, true, true): return String(UInt64(bitPattern: value))
    case (true, _, true, false): return String(UInt32(truncatingIfNeeded: value))
    case (_, _, _, true): return String(format: format, value)
    default: return String(format: format, Int32(truncatingIfNeeded: value))
    }
  }
}
