import L10nCatalog
import L10nText

/// A key written with interpolations where a `LocalizedStringKey`, `String.LocalizationValue` or
/// `LocalizedStringResource` is made from it (`Text("alt-text-\(name)")`,
/// `String(localized: "\(count) files")`): Swift looks up the key whose text is the literal's parts
/// with one format specifier in each hole (`alt-text-%@`, `%lld files`), and a `%` of the parts
/// is written `%%`. Without types l10n cannot tell `%@` from `%lld`, so a hole matches any one
/// placeholder, unless the interpolation says which (`\(price, specifier: "%.2f")`).
///
/// A literal of holes only (`Text("\(pageIndex)")`) is a template too: it names a key that is
/// a placeholder alone (`%lld`), with the specifier Xcode would write where the syntax shows the
/// hole's type, and it never adds a key nor is reported when no key matches.
public struct KeyTemplate: Sendable, Hashable, Codable {
  /// The literal parts, one more than the holes; their `%` already doubled, as in the key.
  public var parts: [String]
  /// Each hole's specifier when the code gives it, nil for any placeholder.
  public var specifiers: [String?]

  public init(parts: [String], specifiers: [String?]) {
    precondition(parts.count == specifiers.count + 1, "a template has one part more than holes")
    self.parts = parts
    self.specifiers = specifiers
  }

  /// Whether the template has no text, only holes (`"\(count)"`).
  public var isHolesOnly: Bool { parts.allSatisfy(\.isEmpty) }

  /// The key when every hole's specifier is known, else nil.
  public var certainKey: String? {
    guard specifiers.allSatisfy({ $0 != nil }) else { return nil }
    return zip(parts, specifiers.map { $0! } + [""]).map { $0 + $1 }.joined()
  }

  /// How a message shows it: `alt-text-%@` with `%…` for a hole of unknown type.
  public var display: String {
    zip(parts, specifiers.map { $0 ?? "%…" } + [""]).map { $0 + $1 }.joined()
  }

  /// Whether `key` is this template's text with one placeholder in each hole (exactly the
  /// specifier the code gives, where it gives one).
  public func matches(_ key: String) -> Bool {
    guard key.hasPrefix(parts[0]), key.hasSuffix(parts[parts.count - 1]) else { return false }
    var placeholders: [Int: (end: Int, text: String)] = [:]
    FormatSpecifier.forEachPercent(in: key) { percent, range in
      if case .placeholder(let specifier) = percent {
        placeholders[range.lowerBound] = (range.upperBound, specifier.text)
      }
    }
    guard placeholders.count >= specifiers.count else { return false }
    let bytes = Array(key.utf8)
    var position = 0
    for (index, part) in parts.enumerated() {
      let partBytes = Array(part.utf8)
      guard bytes.count - position >= partBytes.count,
        bytes[position..<(position + partBytes.count)].elementsEqual(partBytes)
      else { return false }
      position += partBytes.count
      guard index < specifiers.count else { break }
      guard let placeholder = placeholders[position] else { return false }
      if let wanted = specifiers[index], placeholder.text != wanted { return false }
      position = placeholder.end
    }
    return position == bytes.count
  }

  /// The keys of `keys` this template names.
  public func matchingKeys(in keys: some Sequence<String>) -> [String] {
    keys.filter(matches)
  }

  /// The keys of `index` this template names: those of its shape, each checked with `matches`.
  public func matchingKeys(in index: Index) -> [String] {
    guard let candidates = index.keysByShape[parts.joined(separator: Index.hole)] else { return [] }
    return candidates.filter(matches)
  }

  /// Keys with placeholders by their shape (the text around their placeholders, each placeholder
  /// one mark), so that a template finds its candidates in one look-up: on a big app thousands of
  /// interpolated literals meet thousands of keys.
  public struct Index: Sendable {
    static let hole = "\u{0}"
    var keysByShape: [String: [String]] = [:]

    /// The index of the keys of `keys` that have a placeholder, in their order.
    public init(_ keys: some Sequence<String>) {
      for key in keys where key.containsASCII(UInt8(ascii: "%")) {
        let bytes = Array(key.utf8)
        var shape: [UInt8] = []
        var position = 0
        var placeholders = 0
        FormatSpecifier.forEachPercent(in: key) { percent, range in
          guard case .placeholder = percent else { return }
          shape += bytes[position..<range.lowerBound]
          shape.append(0)
          position = range.upperBound
          placeholders += 1
        }
        guard placeholders > 0 else { continue }
        shape += bytes[position...]
        keysByShape[String(decoding: shape, as: UTF8.self), default: []].append(key)
      }
    }
  }
}

/// An interpolated literal outside the positions l10n knows take a key, at its place:
/// `hint = "You can pick up to \(limit) shortcuts."` where `hint` is a `LocalizedStringKey`, a
/// custom view's parameter, a function's result. Without types l10n cannot tell, so every such
/// literal mentions the keys its template matches: they are kept, as a literal's mention keeps its
/// text (`FileExtraction.mentions`). The place's key is the template's `display`.
public struct TemplateMention: Sendable, Hashable, Codable {
  public var template: KeyTemplate
  public var place: KeyPlace

  public init(template: KeyTemplate, place: KeyPlace) {
    self.template = template
    self.place = place
  }
}
