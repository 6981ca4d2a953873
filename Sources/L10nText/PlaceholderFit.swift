import L10nCatalog
import OrderedCollections

/// How a translation's placeholders fit its source's: the one rule `check` (format-specifiers)
/// and `import` (which rejects units that do not fit) both apply.
extension ArgumentSignature {
  /// The type and argument of each substitution of `localization` (its `formatSpecifier` and
  /// `argNum`), for `init(_:substitutionKinds:)`.
  public static func substitutionKinds(of localization: Localization?) -> [String: (
    position: Int?, kind: FormatSpecifier.Kind?
  )] {
    var kinds: [String: (position: Int?, kind: FormatSpecifier.Kind?)] = [:]
    for (name, item) in localization?.substitutions ?? [:] {
      kinds[name] = (item.argNum, item.formatSpecifier.flatMap(FormatSpecifier.kind(ofFieldValue:)))
    }
    return kinds
  }

  /// The arguments `texts` format together (a key's cases), each `%#@name@` typed by
  /// `substitutionKinds`.
  public init(
    merging texts: some Sequence<String>, substitutionKinds: [String: (position: Int?, kind: FormatSpecifier.Kind?)]
  ) {
    self.init()
    for text in texts { merge(ArgumentSignature(text, substitutionKinds: substitutionKinds)) }
  }

  /// Where a translation formatting `self` does not fit a source formatting `expected`, one
  /// phrase each; empty when it fits. An argument the source does not have, or formats with
  /// another type, does not fit (a substitution fits any type), nor does one the source names
  /// (`%1$(count)lld`) under another name or none; an argument of the source the
  /// translation leaves out does not fit either, except in a plural case (`isPluralCase`: "one
  /// file" for 1). A source that formats nothing is not a format string, and neither is its
  /// translation: Xcode and SwiftUI show it as it is, so its `%` signs ("50 %ige") are text and
  /// always fit.
  public func mismatches(with expected: ArgumentSignature, isPluralCase: Bool) -> [String] {
    if expected.isEmpty { return [] }
    var problems: [String] = []
    for argument in arguments.sorted(by: { $0.position < $1.position }) {
      guard let sourceArgument = expected[argument.position] else {
        problems.append("\(argument.text) formats argument \(argument.position), which the source does not have")
        continue
      }
      if argument.kind != sourceArgument.kind, argument.kind != .substitution, sourceArgument.kind != .substitution {
        problems.append(
          "\(argument.text) formats argument \(argument.position) as \(argument.kind.phrase), the source's \(sourceArgument.text) as \(sourceArgument.kind.phrase)"
        )
      }
      if let sourceName = sourceArgument.name, argument.name != sourceName, argument.kind != .substitution {
        problems.append(
          "\(argument.text) \(argument.name.map { "names argument \(argument.position) \"\($0)\"" } ?? "leaves argument \(argument.position) unnamed"), the source's \(sourceArgument.text) names it \"\(sourceName)\""
        )
      }
    }
    if !isPluralCase {
      for argument in expected.arguments.sorted(by: { $0.position < $1.position }) where self[argument.position] == nil
      {
        problems.append("argument \(argument.position) (\(argument.text)) of the source is missing")
      }
    }
    return problems
  }
}
