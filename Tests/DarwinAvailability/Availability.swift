import Foundation
import SwiftSyntax

/// A platform version such as `13.0` or `10.14.4`, compared part by part (`13` equals `13.0`).
struct Version: Comparable, CustomStringConvertible {
  var parts: [Int]

  init?(_ text: some StringProtocol) {
    let pieces = text.split(separator: ".", omittingEmptySubsequences: false)
    var parts: [Int] = []
    for piece in pieces {
      guard let number = Int(piece.trimmingCharacters(in: .whitespaces)) else { return nil }
      parts.append(number)
    }
    guard !parts.isEmpty else { return nil }
    self.parts = parts
  }

  /// Newer than any release: what `@available(macOS, unavailable)` means to a floor.
  static let never = Version(parts: [Int.max])

  private init(parts: [Int]) { self.parts = parts }

  static func < (lhs: Version, rhs: Version) -> Bool {
    for index in 0..<max(lhs.parts.count, rhs.parts.count) {
      let left = index < lhs.parts.count ? lhs.parts[index] : 0
      let right = index < rhs.parts.count ? rhs.parts[index] : 0
      if left != right { return left < right }
    }
    return false
  }

  static func == (lhs: Version, rhs: Version) -> Bool { !(lhs < rhs) && !(rhs < lhs) }

  var description: String {
    self == .never ? "unavailable" : parts.count == 1 ? "\(parts[0]).0" : parts.map(String.init).joined(separator: ".")
  }
}

/// What `@available` attributes and `#available` conditions say about one platform.
struct PlatformAvailability {
  /// The platform's name as Swift spells it in availability (`macOS`, `iOS`).
  var platform: String

  /// The version an `@available(...)` attribute's arguments introduce on this platform: a
  /// version, `.never` for `unavailable` on it, nil when it says nothing of it (`*`, `swift 5`,
  /// another platform, `*, deprecated`).
  func introduced(byAttributeArguments text: String) -> Version? {
    let items = Self.topLevelItems(text)
    guard let first = items.first else { return nil }
    // Shorthand: `macOS 15.0, iOS 18.0, *`.
    if items.allSatisfy({ $0 == "*" || $0.split(separator: " ").count == 2 && !$0.contains(":") }) {
      for item in items {
        let words = item.split(separator: " ")
        if words.count == 2, words[0] == platform { return Version(words[1]) }
      }
      return nil
    }
    // Long form: `macOS, introduced: 10.10, deprecated: …` or `macOS, unavailable`.
    guard first == platform else { return nil }
    for item in items.dropFirst() {
      if item == "unavailable" { return .never }
      if item.hasPrefix("introduced:") { return Version(item.dropFirst("introduced:".count)) }
    }
    return nil
  }

  /// The version a `#available(macOS 15, *)` condition guarantees, when it names this platform.
  func guaranteed(byCondition text: String) -> Version? {
    introduced(byAttributeArguments: text).flatMap { $0 == .never ? nil : $0 }
  }

  /// The version the `@available` attributes of a declaration introduce on this platform; the
  /// newest if several do.
  func introduced(by attributes: AttributeListSyntax?) -> Version? {
    var newest: Version?
    for element in attributes ?? [] {
      guard case .attribute(let attribute) = element,
        attribute.attributeName.trimmedDescription == "available",
        let arguments = attribute.arguments?.trimmedDescription,
        let version = introduced(byAttributeArguments: arguments)
      else { continue }
      newest = max(newest ?? version, version)
    }
    return newest
  }

  /// The comma-separated items of an argument list, trimmed; commas inside quotes do not split.
  static func topLevelItems(_ text: String) -> [String] {
    var items: [String] = []
    var current = ""
    var inQuote = false
    var previous: Character = " "
    for character in text {
      if character == "\"" && previous != "\\" { inQuote.toggle() }
      if character == "," && !inQuote {
        items.append(current.trimmingCharacters(in: .whitespaces))
        current = ""
      } else {
        current.append(character)
      }
      previous = character
    }
    items.append(current.trimmingCharacters(in: .whitespaces))
    return items.filter { !$0.isEmpty }
  }
}
