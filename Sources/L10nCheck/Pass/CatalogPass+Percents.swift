import L10nText

extension CatalogPass {
  /// The `%` signs of the leaf at `index` of `leaves` (`FormatSpecifier.percents(in:)`), found
  /// once per key however many rules ask: the placeholder rules each read them.
  mutating func percents(ofLeaf index: Int) -> [FormatSpecifier.Percent] {
    if leafPercents.count < leaves.count {
      leafPercents.append(contentsOf: repeatElement(nil, count: leaves.count - leafPercents.count))
    }
    if let known = leafPercents[index] { return known }
    let found = FormatSpecifier.percents(in: leaves[index].value)
    leafPercents[index] = found
    return found
  }
}
