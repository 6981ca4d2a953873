import Foundation

/// The one rendering of a `TextPath` as text, Xcode's XLIFF id grammar, and its parsing: the key
/// alone, or the key, `|==|`, and the steps joined by dots (`plural.one`, `device.mac`,
/// `device.iphone.plural.few`, `substitutions.arg1.plural.other`).
extension TextPath {
  /// Between the key and the path in a unit id.
  public static let idSeparator = "|==|"

  /// What a path may look like, for messages about one that does not parse.
  public static let expectedForms = "plural.CATEGORY, device.NAME or substitutions.NAME.plural.CATEGORY"

  /// The words of the steps: `device`, `iphone`, `plural`, `one`.
  public var segments: [String] {
    var segments: [String] = []
    segments.reserveCapacity(steps.count * 2)
    for step in steps {
      switch step {
      case .device(let name): segments += ["device", name]
      case .plural(let category): segments += ["plural", category]
      case .substitution(let name): segments += ["substitutions", name]
      }
    }
    return segments
  }

  /// `plural.one`, `device.iphone.plural.other`; empty for the empty path.
  public var description: String {
    var text = ""
    for step in steps {
      if !text.isEmpty { text += "." }
      switch step {
      case .device(let name): text += "device." + name
      case .plural(let category): text += "plural." + category
      case .substitution(let name): text += "substitutions." + name
      }
    }
    return text
  }

  /// The id of the text at this path under `key`: `key`, or `key|==|plural.one`.
  public func unitID(key: String) -> String {
    isEmpty ? key : key + Self.idSeparator + description
  }

  /// Splits a unit id into key and path. The separator's last occurrence counts, since the path
  /// never has one; a substitution name may contain dots, so the path is read from its known
  /// words. Nil when the text after the separator is no path.
  public static func parse(unitID id: String) -> (key: String, path: TextPath)? {
    guard id.utf8.contains(UInt8(ascii: "|")), let range = id.range(of: idSeparator, options: .backwards) else {
      return (id, TextPath())
    }
    let rest = id[range.upperBound...]
    // Nothing after the last separator: no variation path, and the whole id is the key (it was
    // read as the key before it, which then wrote back as another id; found by FuzzCSVReader).
    if rest.isEmpty { return (id, TextPath()) }
    guard let path = TextPath(rendered: rest) else { return nil }
    return (String(id[..<range.lowerBound]), path)
  }

  /// Reads `device.iphone.plural.one`, `substitutions.arg.1.plural.few`; nil when the text is no
  /// path.
  public init?(rendered text: Substring) {
    var steps: [Step] = []
    var rest = text
    while !rest.isEmpty {
      let isPlural = rest.hasPrefix("plural.")
      if isPlural || rest.hasPrefix("device.") {
        rest = rest.dropFirst(7)
        let name = rest.prefix { $0 != "." }
        guard !name.isEmpty else { return nil }
        steps.append(isPlural ? .plural(String(name)) : .device(String(name)))
        rest = rest.dropFirst(name.count)
      } else if rest.hasPrefix("substitutions.") {
        rest = rest.dropFirst("substitutions.".count)
        // The name runs to the next `.plural.` (substitutions vary by plural only).
        guard let end = rest.range(of: ".plural.") else {
          guard !rest.isEmpty else { return nil }
          steps.append(.substitution(String(rest)))
          break
        }
        let name = rest[..<end.lowerBound]
        guard !name.isEmpty else { return nil }
        steps.append(.substitution(String(name)))
        rest = rest[rest.index(after: end.lowerBound)...]
        continue
      } else {
        return nil
      }
      if rest.hasPrefix(".") { rest = rest.dropFirst() } else if !rest.isEmpty { return nil }
    }
    self.init(steps)
  }
}

/// A path written as its words, in pairs: `["plural", "one"]`, `["device", "mac", "plural",
/// "other"]`. A literal that is no path stops the program, as a bad literal of any kind does.
extension TextPath: ExpressibleByArrayLiteral {
  public init(arrayLiteral segments: String...) {
    guard segments.count.isMultiple(of: 2) else { preconditionFailure("a TextPath literal is pairs of words") }
    var steps: [Step] = []
    for index in stride(from: 0, to: segments.count, by: 2) {
      let name = segments[index + 1]
      switch segments[index] {
      case "device": steps.append(.device(name))
      case "plural": steps.append(.plural(name))
      case "substitutions": steps.append(.substitution(name))
      default: preconditionFailure("no TextPath step is called \(segments[index])")
      }
    }
    self.init(steps)
  }
}
