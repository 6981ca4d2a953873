import Foundation

/// An argument of a lookup, read once from what the caller passed: a number keeps its value, a
/// text its characters, anything else its description. A placeholder of another kind takes what
/// it can (a `%lld` given 2.5 prints 2, a `%lld` or `%@` given a text prints the text), so a
/// wrong argument gives a wrong text, never a crash or the bytes of another value, as
/// `String(format:)` would.
enum Argument: Sendable {
  case signed(Int64)
  case unsigned(UInt64)
  case double(Double)
  case text(String)

  init(_ value: any CVarArg) {
    switch value {
    case let text as String: self = .text(text)
    case let text as Substring: self = .text(String(text))
    case let integer as any BinaryInteger:
      if let signed = Int64(exactly: integer) {
        self = .signed(signed)
      } else {
        self = .unsigned(UInt64(truncatingIfNeeded: integer))
      }
    case let number as any BinaryFloatingPoint: self = .double(Double(number))
    case let number as NSNumber:
      let double = number.doubleValue
      if double.rounded() == double, abs(double) < 0x1p63 {
        self = .signed(number.int64Value)
      } else {
        self = .double(double)
      }
    default: self = .text(String(describing: value))
    }
  }

  /// The value plural rules choose by: the number, or a text's number; nil for another text.
  var number: Double? {
    switch self {
    case .signed(let value): Double(value)
    case .unsigned(let value): Double(value)
    case .double(let value): value
    case .text(let text): Double(text)
    }
  }

  /// As a 64-bit integer, as C would pass it (an unsigned value as its bits, a double cut to its
  /// whole part); nil for a text that is no integer and for a double out of range.
  var integer: Int64? {
    switch self {
    case .signed(let value): value
    case .unsigned(let value): Int64(bitPattern: value)
    case .double(let value): value.isFinite && abs(value) < 0x1p63 ? Int64(value) : nil
    case .text(let text): Int64(text)
    }
  }

  var double: Double? {
    switch self {
    case .signed(let value): Double(value)
    case .unsigned(let value): Double(value)
    case .double(let value): value
    case .text(let text): Double(text)
    }
  }

  /// How `%@` writes it.
  var description: String {
    switch self {
    case .signed(let value): String(value)
    case .unsigned(let value): String(value)
    case .double(let value): String(value)
    case .text(let text): text
    }
  }
}
