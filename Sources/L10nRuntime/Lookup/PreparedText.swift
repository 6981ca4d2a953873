import Foundation
import L10nCatalog

/// What one language answers for one key, made when the catalogs load.
struct Answer: Sendable {
  /// The text as the catalog holds it (named placeholders without their names), what a lookup
  /// with no arguments returns; nil when the text varies by a number (plural, substitutions).
  var text: String?
  /// The text made ready to format: nil when formatting would change nothing (no `%`).
  var prepared: PreparedText?

  /// The answer for `arguments`; nil when the case the numbers select is missing and no other
  /// language of the chain has one.
  func text(_ arguments: [Argument], numbers: Bool) -> String? {
    if arguments.isEmpty, let text { return text }
    guard let prepared else { return text }
    return prepared.text(arguments, numbers: numbers)
  }
}

/// A text that takes arguments or varies by a number, in one language: its parts, the language's
/// plural rules and locale, and what the next language of the fallback chain answers when a
/// number selects a case this language lacks (a plural without `other`).
final class PreparedText: Sendable {
  let node: TextNode
  let rules: PluralSelector
  let locale: Locale
  let next: Answer?

  init(node: TextNode, rules: PluralSelector, locale: Locale, next: Answer?) {
    self.node = node
    self.rules = rules
    self.locale = locale
    self.next = next
  }

  func text(_ arguments: [Argument], numbers: Bool) -> String? {
    var out = ""
    if render(node, arguments, locale: numbers ? locale : nil, into: &out) { return out }
    return next?.text(arguments, numbers: numbers)
  }

  private func render(_ node: TextNode, _ arguments: [Argument], locale: Locale?, into out: inout String) -> Bool {
    switch node {
    case .parts(let parts):
      return render(parts, arguments, locale: locale, into: &out)
    case .plural(let argument, let cases):
      guard let chosen = cases[category(arguments, argument)] else { return false }
      return render(chosen, arguments, locale: locale, into: &out)
    }
  }

  private func render(_ parts: [TextPart], _ arguments: [Argument], locale: Locale?, into out: inout String) -> Bool {
    for part in parts {
      switch part {
      case .literal(let text):
        out += text
      case .placeholder(let placeholder):
        if arguments.indices.contains(placeholder.argument) {
          out += placeholder.format(arguments[placeholder.argument], locale: locale)
        } else {
          out += placeholder.written
        }
      case .substitution(let argument, let cases):
        guard let chosen = cases[category(arguments, argument)] else { return false }
        guard render(chosen, arguments, locale: locale, into: &out) else { return false }
      }
    }
    return true
  }

  /// The plural category the argument at `index` selects: `other` when it is missing or no number.
  private func category(_ arguments: [Argument], _ index: Int) -> Int {
    guard arguments.indices.contains(index), let number = arguments[index].number else { return PluralSelector.other }
    return rules.category(for: number)
  }
}

/// A text made ready: its parts, or a plural whose cases are texts.
indirect enum TextNode: Sendable {
  case parts([TextPart])
  /// The argument the number is (from 0), and a text per category (`PluralSelector`'s indexes),
  /// a missing category holding `other`'s.
  case plural(argument: Int, cases: [TextNode?])
}

enum TextPart: Sendable {
  case literal(String)
  case placeholder(Placeholder)
  /// A `%#@name@` substitution: the argument its number is, and its text per category.
  case substitution(argument: Int, cases: [[TextPart]?])
}
