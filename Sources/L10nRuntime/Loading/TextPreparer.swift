import L10nCatalog
import L10nText
import OrderedCollections

/// Makes a localization ready for lookups, for the device and review setting of the options:
/// the device case is chosen here, once, so a key that varies by device alone is a plain text.
///
/// Argument numbers follow Foundation's `String(format:)` on the table compile writes: a
/// placeholder without a number takes the argument after the last such one (`%2$@` does not move
/// it), a `%#@name@` takes its substitution's `argNum` (else the next), and in a substitution's
/// case `%arg` is that argument, formatted by the substitution's `formatSpecifier`, while a
/// placeholder without a number takes it, then the ones after it (a `.stringsdict`'s `%d file`).
struct TextPreparer {
  /// The device case to choose: the device's, else `other`.
  var device: String
  var useNeedsReview: Bool
  /// The placeholders made so far, whatever argument they take: texts use a few (`%lld`, `%@`)
  /// again and again, and making one writes its format.
  private var placeholders: [FormatSpecifier: Placeholder] = [:]

  init(device: String, useNeedsReview: Bool) {
    self.device = device
    self.useNeedsReview = useNeedsReview
  }

  typealias Substitutions = OrderedDictionary<String, Substitution>

  /// A localization made ready: the text a lookup without arguments returns (nil when it varies
  /// by a number) and its node; nil when it has no text to answer with (no string unit, no case
  /// for the device nor `other`, a text that needs review when those are not used, only phrases).
  mutating func prepare(_ localization: Localization) -> (text: String?, node: TextNode)? {
    var refused = false
    var plain: String?
    guard let node = node(localization, substitutions: nil, plain: &plain, refused: &refused), !refused else {
      return nil
    }
    return (plain.map(FormatSpecifier.droppingNames), node)
  }

  private mutating func node(
    _ localization: Localization, substitutions: Substitutions?, plain: inout String?, refused: inout Bool
  ) -> TextNode? {
    let substitutions = localization.substitutions ?? substitutions
    if let device = localization.variations?.device, !device.isEmpty {
      guard let chosen = device[self.device] ?? device[DeviceCategory.other.rawValue] else { return nil }
      return node(chosen, substitutions: substitutions, plain: &plain, refused: &refused)
    }
    if let plural = localization.variations?.plural, !plural.isEmpty {
      var cases = [TextNode?](repeating: nil, count: PluralSelector.other + 1)
      for (category, inner) in plural {
        guard let index = PluralSelector.index(of: category) else { continue }
        var ignored: String?
        cases[index] = node(inner, substitutions: substitutions, plain: &ignored, refused: &refused)
      }
      let argument = FormatSpecifier.pluralNumber(in: plural).position - 1
      return .plural(argument: argument, cases: Self.fillingOther(cases))
    }
    guard let unit = localization.stringUnit else { return nil }
    if unit.state == .needsReview && !useNeedsReview { refused = true }
    guard unit.value.containsASCII(UInt8(ascii: "%")) else {
      // No placeholder: the text itself, as `parts` would make it, without copying it.
      plain = unit.value
      return .parts(unit.value.isEmpty ? [] : [.literal(unit.value)])
    }
    let (parts, varies) = self.parts(unit.value, substitutions: substitutions, refused: &refused)
    if !varies { plain = unit.value }
    return .parts(parts)
  }

  /// Each category's case, `other`'s where the catalog has none.
  private static func fillingOther<Case>(_ cases: [Case?]) -> [Case?] {
    cases.map { $0 ?? cases[PluralSelector.other] }
  }

  /// The parts of a text; `varies` when a substitution of it varies by a number.
  private mutating func parts(_ text: String, substitutions: Substitutions?, refused: inout Bool) -> (
    parts: [TextPart], varies: Bool
  ) {
    var builder = PartsBuilder(text)
    var varies = false
    var next = 0
    FormatSpecifier.forEachPercent(in: text) { percent, range in
      guard case .placeholder(let specifier) = percent else {
        builder.literal(upTo: range.upperBound, escaped: percent == .escaped)
        return
      }
      builder.literal(upTo: range.lowerBound)
      builder.skip(to: range.upperBound)
      if let name = specifier.substitution {
        let substitution = substitutions?[name]
        // An argNum no list of arguments reaches (0, negative, huge) counts as none.
        let argNum = substitution?.argNum.flatMap { (1...10_000).contains($0) ? $0 : nil }
        let argument = specifier.position ?? argNum ?? (next + 1)
        if specifier.position == nil && (argNum == nil || argNum == next + 1) { next += 1 }
        guard let substitution, let plural = substitution.variations?.plural, !plural.isEmpty else {
          builder.parts.append(.literal(specifier.text))
          return
        }
        varies = true
        builder.parts.append(
          .substitution(
            argument: argument - 1, cases: cases(of: substitution, plural, argument: argument, refused: &refused)))
        return
      }
      let argument = specifier.position ?? (next + 1)
      if specifier.position == nil { next += 1 }
      builder.parts.append(.placeholder(placeholder(specifier, argument: argument - 1)))
    }
    return (builder.finish(), varies)
  }

  /// A substitution's text per category: `%arg` is the argument at `argument` (from 1).
  private mutating func cases(
    of substitution: Substitution, _ plural: OrderedDictionary<String, Localization>, argument: Int,
    refused: inout Bool
  ) -> [[TextPart]?] {
    let valueType = substitution.formatSpecifier ?? FormatSpecifier.pluralNumber(in: plural).valueType
    let number =
      FormatSpecifier.single("%" + valueType)
      ?? FormatSpecifier(text: "%lld", kind: .long, length: "ll", conversion: "d")
    let kind = FormatSpecifier.kind(ofFieldValue: valueType) ?? .long
    var cases = [[TextPart]?](repeating: nil, count: PluralSelector.other + 1)
    for (category, inner) in plural {
      guard let index = PluralSelector.index(of: category), let unit = inner.stringUnit else { continue }
      if unit.state == .needsReview && !useNeedsReview { refused = true }
      var builder = PartsBuilder(unit.value)
      var next = argument
      FormatSpecifier.forEachPercent(in: unit.value, substitutionArgument: kind) { percent, range in
        guard case .placeholder(let specifier) = percent, specifier.substitution == nil else {
          builder.literal(upTo: range.upperBound, escaped: percent == .escaped)
          return
        }
        builder.literal(upTo: range.lowerBound)
        builder.skip(to: range.upperBound)
        if specifier.text == FormatSpecifier.substitutionArgument {
          builder.parts.append(.placeholder(Placeholder(number, argument: argument - 1, written: "%" + valueType)))
          return
        }
        let position = specifier.position ?? next
        if specifier.position == nil { next += 1 }
        builder.parts.append(.placeholder(placeholder(specifier, argument: position - 1)))
      }
      cases[index] = builder.finish()
    }
    return Self.fillingOther(cases)
  }

  /// The placeholder `specifier` of the argument at `argument` (from 0), written as a text
  /// without arguments shows it; made once for each specifier.
  private mutating func placeholder(_ specifier: FormatSpecifier, argument: Int) -> Placeholder {
    var made: Placeholder
    if let known = placeholders[specifier] {
      made = known
    } else {
      made = Placeholder(specifier, argument: 0, written: written(specifier))
      placeholders[specifier] = made
    }
    made.argument = argument
    return made
  }

  /// A placeholder as a text without arguments shows it: without its name.
  private func written(_ specifier: FormatSpecifier) -> String {
    specifier.name == nil ? specifier.text : FormatSpecifier.droppingNames(specifier.text)
  }
}

/// The parts of one text as its placeholders are met: literal runs between them, `%%` as `%`.
private struct PartsBuilder {
  let bytes: [UInt8]
  var parts: [TextPart] = []
  private var pending: [UInt8] = []
  private var copied = 0

  init(_ text: String) { bytes = Array(text.utf8) }

  /// Takes the text up to `end` as literal; `escaped`: it ends with `%%`, which is one `%`.
  mutating func literal(upTo end: Int, escaped: Bool = false) {
    guard end > copied else { return }
    pending += bytes[copied..<(escaped ? end - 1 : end)]
    copied = end
  }

  mutating func skip(to end: Int) {
    flush()
    copied = end
  }

  /// The parts, with the text after the last placeholder.
  mutating func finish() -> [TextPart] {
    literal(upTo: bytes.count)
    flush()
    return parts
  }

  private mutating func flush() {
    guard !pending.isEmpty else { return }
    parts.append(.literal(String(decoding: pending, as: UTF8.self)))
    pending = []
  }
}
