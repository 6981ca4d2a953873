/// The arguments a format string consumes: argument number → kind, following printf's rules
/// (sequential placeholders count up from 1; `%2$@` names its argument).
public struct ArgumentSignature: Sendable, Hashable {
  public struct Argument: Sendable, Hashable {
    public var position: Int
    public var kind: FormatSpecifier.Kind
    /// The placeholder as written, for messages.
    public var text: String
    /// The argument's name (`count` of `%1$(count)lld`), from the first placeholder of the argument
    /// that names it.
    public var name: String? = nil
  }

  /// The arguments in the order first seen (a format string has few, so lookups are linear).
  public private(set) var arguments: [Argument] = []
  /// Substitution names in order of appearance.
  public var substitutions: [String] = []

  public init() {}

  /// The signature of `text`; `substitutionKinds` types each `%#@name@` (its argNum and
  /// formatSpecifier), which may also name the argument it takes.
  public init(_ text: String, substitutionKinds: [String: (position: Int?, kind: FormatSpecifier.Kind?)] = [:]) {
    guard text.containsASCII(UInt8(ascii: "%")) else { return }
    // `FormatSpecifier.parse`'s placeholders, taken as the scan meets them (no array of them).
    var next = 1
    FormatSpecifier.scan(text) { percent, _ in
      add(percent, next: &next, substitutionKinds: substitutionKinds)
    }
  }

  /// The signature of the text whose `%` signs are `percents` (`FormatSpecifier.percents(in:)`),
  /// as `init(_:substitutionKinds:)` makes it from the text.
  public init(
    percents: [FormatSpecifier.Percent],
    substitutionKinds: [String: (position: Int?, kind: FormatSpecifier.Kind?)] = [:]
  ) {
    var next = 1
    for percent in percents { add(percent, next: &next, substitutionKinds: substitutionKinds) }
  }

  /// Takes in a `%` of the text, in order; `next` is the argument a sequential placeholder takes.
  private mutating func add(
    _ percent: FormatSpecifier.Percent, next: inout Int,
    substitutionKinds: [String: (position: Int?, kind: FormatSpecifier.Kind?)]
  ) {
    guard case .placeholder(let specifier) = percent else { return }
    var position = specifier.position ?? next
    var kind = specifier.kind
    if let name = specifier.substitution {
      substitutions.append(name)
      if let known = substitutionKinds[name] {
        if let explicit = known.position { position = explicit }
        if let typed = known.kind { kind = typed }
      }
    }
    if specifier.position == nil { next += 1 } else { next = max(next, position + 1) }
    if let index = arguments.firstIndex(where: { $0.position == position }) {
      if arguments[index].name == nil { arguments[index].name = specifier.name }
    } else {
      arguments.append(Argument(position: position, kind: kind, text: specifier.text, name: specifier.name))
    }
  }

  public var isEmpty: Bool { arguments.isEmpty }

  /// The argument at `position`, if the string formats one.
  public subscript(position: Int) -> Argument? { arguments.first { $0.position == position } }

  /// Adds another case's arguments (a variation's cases together make a key's signature).
  public mutating func merge(_ other: ArgumentSignature) {
    for argument in other.arguments where self[argument.position] == nil { arguments.append(argument) }
    for name in other.substitutions where !substitutions.contains(name) { substitutions.append(name) }
  }
}
