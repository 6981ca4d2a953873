import L10nText

/// A key written with interpolations where a `LocalizedStringKey`, `String.LocalizationValue` or
/// `LocalizedStringResource` is made from it (`Text("alt-text-\(name)")`,
/// `String(localized: "\(count) files")`): Swift looks up the key whose text is the literal's parts
/// with one format specifier in each hole (`alt-text-%@`, `%lld files`), and a `%` of the parts
/// is written `%%`. Without types l10n cannot tell `%@` from `%lld`, so a hole matches any one
/// placeholder, unless the interpolation says which (`\(price, specifier: "%.2f")`).
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
}
