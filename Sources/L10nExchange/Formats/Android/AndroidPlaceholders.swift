import Foundation
import L10nText

/// Placeholders between Apple's format strings and Java's (`java.util.Formatter`, which Android's
/// `getString(id, args)` and `getQuantityString` format with), both read with the one grammar,
/// `FormatSpecifier`.
///
/// To Android: every placeholder gets its argument's position (`%@` → `%1$s`, `%lld` and `%d` →
/// `%1$d`, `%f` → `%1$f`; `%@ of %@` → `%1$s of %2$s`), which Android needs from two placeholders
/// on and which reads the same for one; Xcode 26's named placeholders (`%1$(count)lld`) keep their
/// position and lose the name; `%%` stays; a stray `%` ("50% off" beside a placeholder) becomes
/// `%%`, since Java's formatter would fail on it.
public enum AndroidPlaceholders {
  /// What a `%#@name@` in the text stands for: the plural case's text and its argument's format.
  struct Expansion {
    var text: String
    /// The substitution's `formatSpecifier` (`lld`), which `%arg` in `text` stands for.
    var argument: FormatSpecifier
    /// The substitution's argNum, nil to count it where it stands.
    var position: Int?
  }

  /// Whether `text` has a placeholder (a substitution counts): Android then formats it, and a
  /// stray `%` must be doubled.
  static func hasPlaceholders(_ text: String) -> Bool { !FormatSpecifier.parse(text).isEmpty }

  /// `text` (Apple) in Java's format: placeholders numbered and converted, `%%` kept, a stray `%`
  /// as `%%` when `formatted` (else as it is), and each `%#@name@` replaced by what `expand` gives
  /// for it (nil: left as written).
  static func toAndroid(_ text: String, formatted: Bool, expand: (String) -> Expansion? = { _ in nil }) -> String {
    var out = ""
    var next = 1
    append(text, formatted: formatted, argument: nil, next: &next, expand: expand, to: &out)
    return out
  }

  private static func append(
    _ text: String, formatted: Bool, argument: (FormatSpecifier, Int)?, next: inout Int,
    expand: (String) -> Expansion?, to out: inout String
  ) {
    let bytes = Array(text.utf8)
    var position = 0
    FormatSpecifier.forEachPercent(in: text, substitutionArgument: argument?.0.kind) { percent, range in
      out += String(decoding: bytes[position..<range.lowerBound], as: UTF8.self)
      position = range.upperBound
      switch percent {
      case .escaped: out += "%%"
      case .stray: out += formatted ? "%%" : "%"
      case .placeholder(let specifier):
        if specifier.text == FormatSpecifier.substitutionArgument, let (format, argumentPosition) = argument {
          out += java(format, position: argumentPosition)
          return
        }
        let at = specifier.position ?? next
        if specifier.position == nil { next += 1 } else { next = max(next, at + 1) }
        if let name = specifier.substitution {
          guard let expansion = expand(name) else {
            out += specifier.text
            return
          }
          let argumentPosition = expansion.position ?? at
          // The case's text stands where the token was: its own placeholders count from there.
          var inner = argumentPosition
          append(
            expansion.text, formatted: formatted, argument: (expansion.argument, argumentPosition), next: &inner,
            expand: { _ in nil }, to: &out)
        } else {
          out += java(specifier, position: at)
        }
      }
    }
    out += String(decoding: bytes[position...], as: UTF8.self)
  }

  /// One Apple placeholder as Java writes it, at `position`: the conversion by kind (`s` for
  /// objects and C strings, `d` for integers, `x`, `X`, `o` kept, `f`, `e`, `g`, `a` kept, `F` as
  /// `f`), the flags Java takes for it (Apple's `'` grouping as `,`), the width when it is digits,
  /// the precision where Java takes one (not for integers).
  static func java(_ specifier: FormatSpecifier, position: Int) -> String {
    let conversion: Character
    var allowedFlags: Set<Character>
    var takesPrecision = true
    switch specifier.kind {
    case .object, .cString, .pointer, .substitution:
      conversion = "s"
      allowedFlags = ["-"]
    case .char:
      conversion = "c"
      allowedFlags = ["-"]
      takesPrecision = false
    case .int, .long:
      switch specifier.conversion {
      case "x", "X": conversion = specifier.conversion
      case "o", "O": conversion = "o"
      default: conversion = "d"
      }
      allowedFlags = conversion == "d" ? ["-", "+", "0", ","] : ["-", "#", "0"]
      takesPrecision = false
    case .double, .longDouble:
      conversion = specifier.conversion == "F" ? "f" : specifier.conversion
      allowedFlags = ["-", "+", "0", ",", "#"]
    }
    var out = "%\(position)$"
    for flag in specifier.flags {
      let java: Character = flag == "'" ? "," : flag
      if allowedFlags.contains(java), !out.contains(java) { out.append(java) }
    }
    if specifier.width.allSatisfy(\.isNumber) { out += specifier.width }
    if takesPrecision, let precision = specifier.precision, precision.allSatisfy(\.isNumber) {
      out += "." + (precision.isEmpty ? "0" : precision)
    }
    out.append(conversion)
    return out
  }

  /// Android's `text` in Apple's format: `%1$s` as `%@`, `%1$d` as `%lld`, a double's conversion
  /// kept, and the positions dropped when the placeholders take their arguments in order, one
  /// each (`%1$s of %2$d` is `%@ of %lld`), else kept (`%2$@ %1$@`). Java's own conversions that
  /// Apple's grammar does not know (`%b`, `%n`, `%t…`) stay as written. A text Android does not
  /// format (`formatted="false"`, or a string without placeholders) is left as it is.
  public static func toApple(_ text: String, formatted: Bool = true) -> String {
    guard formatted else { return text }
    var specifiers: [FormatSpecifier] = []
    FormatSpecifier.forEachPercent(in: text) { percent, _ in
      if case .placeholder(let specifier) = percent { specifiers.append(specifier) }
    }
    guard !specifiers.isEmpty else { return text }
    var counter = 1
    let inOrder = specifiers.allSatisfy { specifier in
      defer { counter += 1 }
      return specifier.position == nil || specifier.position == counter
    }
    let bytes = Array(text.utf8)
    var out = ""
    var position = 0
    FormatSpecifier.forEachPercent(in: text) { percent, range in
      guard case .placeholder(let specifier) = percent else { return }
      out += String(decoding: bytes[position..<range.lowerBound], as: UTF8.self)
      position = range.upperBound
      out += apple(specifier, positional: !inOrder)
    }
    out += String(decoding: bytes[position...], as: UTF8.self)
    return out
  }

  private static func apple(_ specifier: FormatSpecifier, positional: Bool) -> String {
    var out = "%"
    if positional, let position = specifier.position { out += "\(position)$" }
    out += specifier.flags.replacingOccurrences(of: ",", with: "'") + specifier.width
    if let precision = specifier.precision { out += "." + precision }
    switch specifier.kind {
    case .object, .cString, .pointer, .substitution: out += "@"
    case .int, .long:
      out += "ll" + (specifier.conversion == "d" || specifier.conversion == "i" ? "d" : String(specifier.conversion))
    case .char: out += "c"
    case .double, .longDouble: out.append(specifier.conversion)
    }
    return out
  }
}
