import OrderedCollections

extension StringCatalog {
  /// Puts every object at every level in Xcode's order: keys, languages, variation cases,
  /// substitutions, fields, and the members of unknown objects. What `l10n fmt --sort` does.
  public mutating func sortAllKeys() {
    layout = nil
    unknownFields = unknownFields.sortedDeeply()
    strings = strings.sortedByXcodeKey()
    for index in strings.values.indices { strings.values[index].sortAllKeys() }
  }
}

extension CatalogEntry {
  mutating func sortAllKeys() {
    layout = nil
    unknownFields = unknownFields.sortedDeeply()
    if var localizations {
      localizations = localizations.sortedByXcodeKey()
      for index in localizations.values.indices { localizations.values[index].sortAllKeys() }
      self.localizations = localizations
    }
  }
}

extension Localization {
  mutating func sortAllKeys() {
    layout = nil
    unknownFields = unknownFields.sortedDeeply()
    if var unit = stringUnit {
      unit.layout = nil
      unit.unknownFields = unit.unknownFields.sortedDeeply()
      stringUnit = unit
    }
    if var set = stringSet {
      set.layout = nil
      set.unknownFields = set.unknownFields.sortedDeeply()
      stringSet = set
    }
    variations?.sortAllKeys()
    if var substitutions {
      substitutions = substitutions.sortedByXcodeKey()
      for index in substitutions.values.indices {
        substitutions.values[index].layout = nil
        substitutions.values[index].unknownFields = substitutions.values[index].unknownFields.sortedDeeply()
        substitutions.values[index].variations?.sortAllKeys()
      }
      self.substitutions = substitutions
    }
  }
}

extension Variations {
  mutating func sortAllKeys() {
    layout = nil
    unknownFields = unknownFields.sortedDeeply()
    for keyPath in [\Variations.plural, \Variations.device] {
      guard var cases = self[keyPath: keyPath] else { continue }
      cases = cases.sortedByXcodeKey()
      for index in cases.values.indices { cases.values[index].sortAllKeys() }
      self[keyPath: keyPath] = cases
    }
  }
}

extension OrderedDictionary where Key == String {
  func sortedByXcodeKey() -> OrderedDictionary {
    var copy = self
    copy.sort { XcodeKeyOrder.areInIncreasingOrder($0.key, $1.key) }
    return copy
  }
}

extension JSONObject {
  /// This object with its members, and those of every object inside, in Xcode's order.
  func sortedDeeply() -> JSONObject {
    if isEmpty { return self }
    return JSONObject(
      members.sorted { XcodeKeyOrder.areInIncreasingOrder($0.key, $1.key) }
        .map { JSONMember(key: $0.key, value: $0.value.sortedDeeply()) })
  }
}

extension JSONValue {
  func sortedDeeply() -> JSONValue {
    switch self {
    case .object(let object): .object(object.sortedDeeply())
    case .array(let array): .array(array.map { $0.sortedDeeply() })
    default: self
    }
  }
}
