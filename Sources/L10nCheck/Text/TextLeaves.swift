import L10nCatalog
import OrderedCollections

/// One text of a localization, wherever it sits: the `stringUnit`, a variation case, a
/// substitution's case.
struct TextLeaf {
  /// Where it sits.
  var textPath: TextPath
  var value: String
  var state: TranslationState

  init(path: TextPath, value: String, state: TranslationState) {
    self.textPath = path
    self.value = value
    self.state = state
  }

  /// Where it sits, such as `plural.one`, `device.iphone.plural.other` or
  /// `substitutions.count.plural.few`; empty for the localization's own `stringUnit`. Rendered
  /// only for a message: the rules compare paths (`textPath`).
  var path: String { textPath.isEmpty ? "" : textPath.description }

  /// Where it sits, for a message: ` (plural.one)`; empty for the localization's own text.
  var place: String { path.isEmpty ? "" : " (\(path))" }

  /// The plural category when the text is a plural case.
  var pluralCategory: String? { textPath.pluralCategory }

  /// The substitution's name when the text is one of its cases.
  var substitution: String? { textPath.substitution }

  /// The path with the plural category replaced by `other`, to find a source text to compare with.
  var otherPath: TextPath? {
    guard textPath.lastPluralCategory != "other" else { return nil }
    return textPath.replacingLastPluralCategory(with: "other")
  }

  /// The source text to compare this text with: the one at the same path, else at its `other`
  /// case, else the main one.
  func sourceText(in sourceTexts: SourceTexts) -> String {
    source(in: sourceTexts).text
  }

  /// `sourceText(in:)` with the path it is at (empty for the main one), each looked up once.
  func source(in sourceTexts: SourceTexts) -> (path: TextPath, text: String) {
    if let found = sourceTexts[textPath] { return (textPath, found) }
    if let other = otherPath, let found = sourceTexts[other] { return (other, found) }
    return (TextPath(), sourceTexts.main)
  }
}

/// A set of plural cases: a localization's, a device case's, or a substitution's.
struct PluralGroup {
  /// Where the variation is: empty for the localization's own.
  var location: TextPath
  var cases: OrderedDictionary<String, Localization>

  /// `plural`, `device.mac.plural`, `substitutions.count.plural`.
  var path: String { location.isEmpty ? "plural" : location.description + ".plural" }

  var substitution: String? { location.substitution }

  /// Where it is, for a message: ` (substitution "count")`, ` (device.mac.plural)`; empty for the
  /// localization's own.
  var place: String {
    substitution.map { " (substitution \"\($0)\")" } ?? (location.isEmpty ? "" : " (\(path))")
  }
}

extension Localization {
  /// Every text leaf, depth first.
  func textLeaves() -> [TextLeaf] {
    var leaves: [TextLeaf] = []
    appendTextLeaves(to: &leaves)
    return leaves
  }

  /// Appends every text leaf (`stringUnit`s, not phrases), depth first.
  func appendTextLeaves(to leaves: inout [TextLeaf]) {
    var collector = LeafCollector(leaves: leaves)
    leaves = []
    walkTexts(&collector)
    leaves = collector.leaves
  }

  /// Appends every text leaf and every set of plural cases, depth first, in one walk.
  func appendTextLeaves(to leaves: inout [TextLeaf], groups: inout [PluralGroup]) {
    var collector = LeafAndGroupCollector(leaves: LeafCollector(leaves: leaves), groups: GroupCollector(groups: groups))
    leaves = []
    groups = []
    walkTexts(&collector)
    leaves = collector.leaves.leaves
    groups = collector.groups.groups
  }
}

private struct LeafAndGroupCollector: TextVisitor {
  var leaves: LeafCollector
  var groups: GroupCollector

  mutating func visitText(_ text: CatalogText, at path: TextPath) {
    leaves.visitText(text, at: path)
  }

  mutating func visitPluralCases(_ cases: OrderedDictionary<String, Localization>, at path: TextPath) {
    groups.visitPluralCases(cases, at: path)
  }
}

private struct LeafCollector: TextVisitor {
  var leaves: [TextLeaf]

  mutating func visitText(_ text: CatalogText, at path: TextPath) {
    guard case .unit(let unit) = text else { return }
    leaves.append(TextLeaf(path: path, value: unit.value, state: unit.state))
  }
}

private struct GroupCollector: TextVisitor {
  var groups: [PluralGroup]

  mutating func visitPluralCases(_ cases: OrderedDictionary<String, Localization>, at path: TextPath) {
    groups.append(PluralGroup(location: path, cases: cases))
  }
}
