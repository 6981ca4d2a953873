import OrderedCollections

/// One text of a localization: a `stringUnit` where nothing varies, or a `stringSet`.
public enum CatalogText: Hashable, Sendable {
  case unit(StringUnit)
  case set(StringSet)

  public var state: TranslationState {
    switch self {
    case .unit(let unit): unit.state
    case .set(let set): set.state
    }
  }
}

/// What the read walk (`Localization.walkTexts`) reports. Both methods do nothing unless a
/// visitor says otherwise.
public protocol TextVisitor {
  /// A text and where it sits. The path is lent: keep a copy only when needed.
  mutating func visitText(_ text: CatalogText, at path: TextPath)
  /// The cases of a `plural` variation, before the walk goes into them; `path` is where the
  /// variation is (empty for the localization's own).
  mutating func visitPluralCases(_ cases: OrderedDictionary<String, Localization>, at path: TextPath)
}

extension TextVisitor {
  public mutating func visitText(_ text: CatalogText, at path: TextPath) {}
  public mutating func visitPluralCases(_ cases: OrderedDictionary<String, Localization>, at path: TextPath) {}
}

/// Walking the texts of a localization, whatever its shape: the one order every reader and
/// writer of texts follows.
extension Localization {
  /// Visits every text and every set of plural cases, depth first: where the localization
  /// varies, its device cases, then its plural cases (the set, then each case), else its
  /// `stringUnit`; then each substitution's cases; then the `stringSet`.
  public func walkTexts(_ visitor: inout some TextVisitor) {
    // The usual case: one plain text, nothing to build.
    if isPlainText {
      if let stringUnit { visitor.visitText(.unit(stringUnit), at: TextPath()) }
      return
    }
    var path = TextPath()
    walkTexts(&visitor, path: &path)
  }

  private func walkTexts(_ visitor: inout some TextVisitor, path: inout TextPath) {
    if let variations {
      for (name, localization) in variations.device ?? [:] {
        path.append(.device(name))
        localization.walkTexts(&visitor, path: &path)
        path.removeLast()
      }
      if let plural = variations.plural {
        visitor.visitPluralCases(plural, at: path)
        for (category, localization) in plural {
          path.append(.plural(category))
          localization.walkTexts(&visitor, path: &path)
          path.removeLast()
        }
      }
    } else if let stringUnit {
      visitor.visitText(.unit(stringUnit), at: path)
    }
    for (name, substitution) in substitutions ?? [:] {
      guard let variations = substitution.variations else { continue }
      path.append(.substitution(name))
      Localization(variations: variations).walkTexts(&visitor, path: &path)
      path.removeLast()
    }
    if let stringSet { visitor.visitText(.set(stringSet), at: path) }
  }

  /// Calls `body` for every text, in `walkTexts`' order.
  public func forEachText(_ body: (CatalogText, TextPath) -> Void) {
    struct Visitor: TextVisitor {
      let body: (CatalogText, TextPath) -> Void
      func visitText(_ text: CatalogText, at path: TextPath) { body(text, path) }
    }
    withoutActuallyEscaping(body) { body in
      var visitor = Visitor(body: body)
      walkTexts(&visitor)
    }
  }

  /// The states of every text, in `walkTexts`' order.
  public var leafStates: [TranslationState] {
    var states: [TranslationState] = []
    forEachText { text, _ in states.append(text.state) }
    return states
  }

  /// Changes texts in place, in `walkTexts`' order: `body` may rewrite a text, or set it to nil
  /// to drop it. A text it leaves equal is not written back.
  public mutating func updateTexts(_ body: (inout CatalogText?, TextPath) -> Void) {
    var path = TextPath()
    updateTexts(body, path: &path)
  }

  private mutating func updateTexts(_ body: (inout CatalogText?, TextPath) -> Void, path: inout TextPath) {
    if variations != nil {
      for index in variations!.device?.values.indices ?? 0..<0 {
        path.append(.device(variations!.device!.keys[index]))
        variations!.device!.values[index].updateTexts(body, path: &path)
        path.removeLast()
      }
      for index in variations!.plural?.values.indices ?? 0..<0 {
        path.append(.plural(variations!.plural!.keys[index]))
        variations!.plural!.values[index].updateTexts(body, path: &path)
        path.removeLast()
      }
    } else if let stringUnit {
      var text: CatalogText? = .unit(stringUnit)
      body(&text, path)
      if text != .unit(stringUnit) { store(text, replacing: .unit(stringUnit)) }
    }
    if var substitutions {
      var changed = false
      for index in substitutions.values.indices {
        guard let variations = substitutions.values[index].variations else { continue }
        var inner = Localization(variations: variations)
        path.append(.substitution(substitutions.keys[index]))
        inner.updateTexts(body, path: &path)
        path.removeLast()
        if inner.variations != variations {
          substitutions.values[index].variations = inner.variations
          changed = true
        }
      }
      if changed { self.substitutions = substitutions }
    }
    if let stringSet {
      var text: CatalogText? = .set(stringSet)
      body(&text, path)
      if text != .set(stringSet) { store(text, replacing: .set(stringSet)) }
    }
  }

  private mutating func store(_ text: CatalogText?, replacing old: CatalogText) {
    switch old {
    case .unit: stringUnit = nil
    case .set: stringSet = nil
    }
    switch text {
    case .unit(let unit): stringUnit = unit
    case .set(let set): stringSet = set
    case nil: break
    }
  }
}
