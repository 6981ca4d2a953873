import OrderedCollections

/// Walking the texts of a localization, whatever its shape.
extension Localization {
  /// The states of every text leaf: the `stringUnit`, each variation case (device then plural,
  /// recursively), each substitution's cases, and the `stringSet`.
  public var leafStates: [TranslationState] {
    var states: [TranslationState] = []
    collectStates(into: &states)
    return states
  }

  private func collectStates(into states: inout [TranslationState]) {
    if let variations {
      variations.forEachCase { $0.collectStates(into: &states) }
    } else if let stringUnit {
      states.append(stringUnit.state)
    }
    if let substitutions {
      for substitution in substitutions.values {
        substitution.variations?.forEachCase { $0.collectStates(into: &states) }
      }
    }
    if let stringSet { states.append(stringSet.state) }
  }
}

extension Variations {
  /// Calls `body` for every case: device cases, then plural cases.
  public func forEachCase(_ body: (Localization) -> Void) {
    device?.values.forEach(body)
    plural?.values.forEach(body)
  }
}

extension StringCatalog {
  /// Every language that has a localization for at least one key, the source language first, the
  /// rest in Xcode's order.
  public var languages: [String] {
    var seen = Set<String>([sourceLanguage])
    var others: [String] = []
    for entry in strings.values {
      for language in entry.localizations?.keys ?? [] where seen.insert(language).inserted {
        others.append(language)
      }
    }
    return [sourceLanguage] + XcodeKeyOrder.sorted(others)
  }
}
