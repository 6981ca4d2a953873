/// The key convention's regular expression (`keys.pattern` in l10n.yml), matched against a whole
/// key by one engine, Swift's `Regex`, wherever a key is judged: `check`'s key-naming and
/// unused-key, `extract`'s managed keys and key calls, and `export`'s screens.
///
/// A pattern that does not compile is refused when it is made (the configuration reports it with
/// its file and line), never ignored later.
public struct KeyPattern: Sendable, Hashable, CustomStringConvertible {
  /// The pattern as written.
  public let pattern: String

  /// The default convention: at least two dot-separated segments, each `[a-z][a-z0-9_]*`.
  public static let `default` = KeyPattern(validated: #"^[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*)+$"#)

  /// The pattern, when Swift's `Regex` compiles it. (`KeyPattern("…")` with a literal is the
  /// literal conformance below, which stops the program on a pattern that does not compile.)
  public init(pattern: String) throws(KeyPatternError) {
    do {
      _ = try Regex(pattern)
    } catch {
      throw KeyPatternError(pattern: pattern)
    }
    self.pattern = pattern
  }

  private init(validated pattern: String) { self.pattern = pattern }

  public var description: String { pattern }

  /// A matcher for one thread (`Regex` is not `Sendable`): make one per task and reuse it.
  public func matcher() -> Matcher { Matcher(self) }

  /// Whether `key` matches as a whole. For many keys, reuse a `matcher()`.
  public func matches(_ key: String) -> Bool { matcher().matches(key) }

  /// A compiled pattern. The default pattern is matched by hand, as `Regex` costs microseconds
  /// per key.
  public struct Matcher {
    private let regex: Regex<AnyRegexOutput>?

    init(_ pattern: KeyPattern) {
      regex = pattern == .default ? nil : try? Regex(pattern.pattern)
    }

    /// Whether `key` matches as a whole.
    public func matches(_ key: String) -> Bool {
      guard let regex else { return KeyPattern.matchesDefault(key) }
      return (try? regex.wholeMatch(in: key)) != nil
    }
  }

  /// `^[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*)+$`
  static func matchesDefault(_ key: String) -> Bool {
    var segments = 1
    var atSegmentStart = true
    for byte in key.utf8 {
      if atSegmentStart {
        guard byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") else { return false }
        atSegmentStart = false
      } else if byte == UInt8(ascii: ".") {
        segments += 1
        atSegmentStart = true
      } else if !((byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
        || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
        || byte == UInt8(ascii: "_"))
      {
        return false
      }
    }
    return segments >= 2 && !atSegmentStart
  }
}

/// A `keys.pattern` that is not a regular expression Swift's `Regex` compiles.
public struct KeyPatternError: Error, Sendable, Equatable {
  public var pattern: String
}

extension KeyPattern: ExpressibleByStringLiteral {
  /// A pattern written in code; it must compile, as a regex literal must.
  public init(stringLiteral pattern: String) {
    do {
      try self.init(pattern: pattern)
    } catch {
      preconditionFailure("not a regular expression: \(pattern)")
    }
  }
}
