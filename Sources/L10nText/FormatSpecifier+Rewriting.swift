import L10nCatalog
import OrderedCollections

extension FormatSpecifier {
  /// `value` with each placeholder `rewrite` returns a text for replaced by it; `substitutionArgument`
  /// as for `parse` (a substitution's `%arg`).
  public static func rewritingPlaceholders(
    _ value: String, substitutionArgument: Kind? = nil, _ rewrite: (FormatSpecifier) -> String?
  ) -> String {
    let bytes = Array(value.utf8)
    var out: [UInt8] = []
    var copied = 0
    forEachPercent(in: value, substitutionArgument: substitutionArgument) { percent, range in
      guard case .placeholder(let specifier) = percent, let replacement = rewrite(specifier) else { return }
      out += bytes[copied..<range.lowerBound]
      out += Array(replacement.utf8)
      copied = range.upperBound
    }
    guard copied > 0 else { return value }
    out += bytes[copied...]
    return String(decoding: out, as: UTF8.self)
  }

  /// Xcode 26's named placeholders without their names (`%1$(count)lld` → `%1$lld`), as Apple's
  /// compiled tables hold them and every version of Foundation reads them.
  public static func droppingNames(_ value: String) -> String {
    guard value.containsASCII(UInt8(ascii: "(")) else { return value }
    return rewritingPlaceholders(value) { specifier in
      guard let name = specifier.name else { return nil }
      return specifier.text.replacing("(\(name))", with: "")
    }
  }

  /// The number a plural's cases vary on: the first numeric placeholder of its `other` case, else
  /// of another; its conversion (`lld`, `d`, `f`) and argument position (default `lld`, 1).
  public static func pluralNumber(in cases: OrderedDictionary<String, Localization>) -> (
    valueType: String, position: Int
  ) {
    let ordered = (cases["other"].map { [$0] } ?? []) + cases.values
    for localization in ordered {
      guard let value = localization.stringUnit?.value else { continue }
      var sequential = 0
      for specifier in parse(value, substitutionArgument: .long) {
        sequential += 1
        guard specifier.substitution == nil, specifier.text != substitutionArgument else { continue }
        switch specifier.kind {
        case .int, .long, .double, .longDouble:
          return (specifier.length + String(specifier.conversion), specifier.position ?? sequential)
        default: continue
        }
      }
    }
    return ("lld", 1)
  }
}
