import Foundation
import L10nText
import SwiftParser
import SwiftSyntax

/// What an interpolated literal names: the `keys.dynamic` pattern of its family and its key
/// template, and the text of a literal's source segments.
extension KeyUsageVisitor {
  /// The literal parts of an interpolated literal with `*` for each interpolation:
  /// `"onboarding.step_\(n).title"` gives `onboarding.step_*.title`. nil when no literal part is
  /// left (`"\(key)"`): such a pattern would match every key.
  static func dynamicPattern(_ literal: StringLiteralExprSyntax) -> String? {
    var pattern = ""
    var hasText = false
    for segment in literal.segments {
      if let text = segment.as(StringSegmentSyntax.self) {
        pattern += text.content.text
        hasText = hasText || !text.content.text.isEmpty
      } else if !pattern.hasSuffix("*") {
        pattern += "*"
      }
    }
    return hasText ? pattern : nil
  }

  /// The key template of an interpolated literal where a `LocalizedStringKey` or
  /// `String.LocalizationValue` is made from it: its text parts (escapes read, `%` doubled) and a
  /// hole for each interpolation, whose specifier is known from `specifier: "%.2f"`, is `%@` for
  /// `format:`, `style:` and `formatter:`, and is open otherwise. In a literal of holes only
  /// (`"\(pageIndex)"`) a hole whose type the syntax shows has the specifier Xcode writes for it
  /// (`holeSpecifier`). nil for a literal without interpolation.
  static func template(_ literal: StringLiteralExprSyntax) -> KeyTemplate? {
    var parts = [""]
    var specifiers: [String?] = []
    var holes: [ExprSyntax?] = []
    let raw = literal.openingPounds != nil
    for segment in literal.segments {
      if let text = segment.as(StringSegmentSyntax.self) {
        let value = raw ? text.content.text : unescaped(text.content.text)
        parts[parts.count - 1] += value.replacingOccurrences(of: "%", with: "%%")
      } else if let expression = segment.as(ExpressionSegmentSyntax.self) {
        let arguments = Array(expression.expressions)
        var specifier: String?
        if let given = arguments.first(where: { $0.label?.text == "specifier" }) {
          specifier = stringLiteral(given.expression)?.representedLiteralValue
        } else if arguments.contains(where: { ["format", "style", "formatter"].contains($0.label?.text ?? "") }) {
          specifier = "%@"
        }
        specifiers.append(specifier)
        holes.append(arguments.count == 1 && arguments[0].label == nil ? arguments[0].expression : nil)
        parts.append("")
      }
    }
    guard !specifiers.isEmpty else { return nil }
    if parts.allSatisfy(\.isEmpty) {
      for index in specifiers.indices where specifiers[index] == nil {
        specifiers[index] = holes[index].flatMap(holeSpecifier)
      }
    }
    return KeyTemplate(parts: parts, specifiers: specifiers)
  }

  /// The specifier Xcode writes for an interpolation whose type the syntax shows: `%lld` for an
  /// integer (a literal, `Int(…)`, `.count`), `%lf` for a `Double` (a literal, `Double(…)`), `%@`
  /// for a string, a `Text` or an `Image`. nil when only the type checker could tell.
  static func holeSpecifier(_ expression: ExprSyntax) -> String? {
    if expression.is(IntegerLiteralExprSyntax.self) { return "%lld" }
    if expression.is(FloatLiteralExprSyntax.self) { return "%lf" }
    if expression.is(StringLiteralExprSyntax.self) { return "%@" }
    if let member = expression.as(MemberAccessExprSyntax.self), member.base != nil,
      member.declName.baseName.text == "count"
    {
      return "%lld"
    }
    guard let call = expression.as(FunctionCallExprSyntax.self),
      let type = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
    else { return nil }
    switch type {
    case "Int", "Int64": return "%lld"
    case "Double": return "%lf"
    case "String", "Text", "Image", "AttributedString": return "%@"
    default: return nil
    }
  }

  /// The text of a string segment's source: `\n`, `\t`, `\r`, `\0`, `\"`, `\'`, `\\` and
  /// `\u{…}` read; a backslash before a line break (a multi-line literal's continuation) joins.
  static func unescaped(_ source: String) -> String {
    guard source.contains("\\") else { return source }
    var out = ""
    var characters = source[...]
    while let character = characters.popFirst() {
      guard character == "\\", let next = characters.popFirst() else {
        out.append(character)
        continue
      }
      switch next {
      case "n": out.append("\n")
      case "t": out.append("\t")
      case "r": out.append("\r")
      case "0": out.append("\0")
      case "u":
        guard characters.first == "{", let close = characters.firstIndex(of: "}"),
          let value = UInt32(characters[characters.index(after: characters.startIndex)..<close], radix: 16),
          let scalar = Unicode.Scalar(value)
        else {
          out += "\\u"
          continue
        }
        out.unicodeScalars.append(scalar)
        characters = characters[characters.index(after: close)...]
      case "\n", "\r\n": continue
      default: out.append(next)
      }
    }
    return out
  }
}
