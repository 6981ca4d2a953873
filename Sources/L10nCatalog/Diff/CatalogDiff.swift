import OrderedCollections

/// What changed between two versions of a catalog, as a reviewer wants to read it: keys added,
/// removed and renamed, and for each key that stayed, its comment, `extractionState`, `shouldTranslate`, and
/// every text (per language and variation case) whose value or state changed, or that appeared or
/// went away.
///
/// Formatting alone (member order, white space) is no change.
public struct CatalogDiff: Sendable, Hashable {
  public var sourceLanguage: String
  /// The old and new source language, when it changed.
  public var sourceLanguageChange: ValueChange<String>?
  /// Changed keys in Xcode's key order.
  public var keys: [KeyDiff]

  public var isEmpty: Bool { keys.isEmpty && sourceLanguageChange == nil }

  public init(old: StringCatalog, new: StringCatalog) {
    sourceLanguage = new.sourceLanguage
    sourceLanguageChange =
      old.sourceLanguage == new.sourceLanguage ? nil : ValueChange(old: old.sourceLanguage, new: new.sourceLanguage)
    var changed: [KeyDiff] = []
    for (key, entry) in new.strings {
      if let before = old.strings[key] {
        if before == entry { continue }
        var diff = KeyDiff(
          key: key, old: before, new: entry, oldSource: old.sourceLanguage, newSource: new.sourceLanguage)
        if diff.changes.isEmpty && diff.units.isEmpty {
          // Nothing a reviewer reads changed: formatting only, or something deeper (a
          // substitution's argument, an unknown field inside a localization).
          var a = before
          var b = entry
          a.sortAllKeys()
          b.sortAllKeys()
          if a == b { continue }
          diff.changes.append(.otherField("localizations"))
        }
        changed.append(diff)
      } else {
        changed.append(KeyDiff(key: key, kind: .added, entry: entry, sourceLanguage: new.sourceLanguage))
      }
    }
    for (key, entry) in old.strings where new.strings[key] == nil {
      changed.append(KeyDiff(key: key, kind: .removed, entry: entry, sourceLanguage: old.sourceLanguage))
    }
    keys = Self.pairingRenames(changed, old: old, new: new)
      .sorted { XcodeKeyOrder.areInIncreasingOrder($0.key, $1.key) }
  }

  /// `diffs` with each key renamed (by `l10n rename`, or by hand) as one `renamed` diff instead of
  /// a removed and an added key: the removed key's entry is the added key's, whole and with texts,
  /// and no other removed or added key has that entry (two keys with one "OK" are left as they
  /// are, since which went where cannot be told).
  static func pairingRenames(_ diffs: [KeyDiff], old: StringCatalog, new: StringCatalog) -> [KeyDiff] {
    var removedByEntry: [CatalogEntry: [String]] = [:]
    for diff in diffs where diff.kind == .removed {
      guard let entry = old.strings[diff.key], entry.localizations?.isEmpty == false else { continue }
      removedByEntry[entry, default: []].append(diff.key)
    }
    guard !removedByEntry.isEmpty else { return diffs }
    var addedByEntry: [CatalogEntry: [String]] = [:]
    for diff in diffs where diff.kind == .added {
      guard let entry = new.strings[diff.key], removedByEntry[entry] != nil else { continue }
      addedByEntry[entry, default: []].append(diff.key)
    }
    var renamedFrom: [String: String] = [:]
    for (entry, added) in addedByEntry where added.count == 1 {
      if let removed = removedByEntry[entry], removed.count == 1 { renamedFrom[added[0]] = removed[0] }
    }
    let oldNames = Set(renamedFrom.values)
    return diffs.compactMap { diff in
      if diff.kind == .removed && oldNames.contains(diff.key) { return nil }
      guard diff.kind == .added, let oldKey = renamedFrom[diff.key] else { return diff }
      var renamed = diff
      renamed.kind = .renamed
      renamed.oldKey = oldKey
      return renamed
    }
  }

  /// How many keys were added, removed, renamed and changed.
  public var counts: (added: Int, removed: Int, renamed: Int, changed: Int) {
    var counts = (added: 0, removed: 0, renamed: 0, changed: 0)
    for key in keys {
      switch key.kind {
      case .added: counts.added += 1
      case .removed: counts.removed += 1
      case .renamed: counts.renamed += 1
      case .changed: counts.changed += 1
      }
    }
    return counts
  }
}

/// An old and a new value.
public struct ValueChange<Value: Hashable & Sendable>: Sendable, Hashable {
  public var old: Value
  public var new: Value

  public init(old: Value, new: Value) {
    self.old = old
    self.new = new
  }
}

/// One key that was added, removed, renamed or changed.
public struct KeyDiff: Sendable, Hashable {
  public enum Kind: String, Sendable, Hashable {
    /// `renamed`: the entry moved whole from `oldKey` to `key`.
    case added, removed, renamed, changed
  }

  /// A change to one of the key's own fields.
  public enum FieldChange: Sendable, Hashable {
    case comment(ValueChange<String?>)
    case extractionState(ValueChange<String?>)
    case shouldTranslate(ValueChange<Bool?>)
    /// Fields l10n does not know (by name), added, removed or changed; `localizations` when
    /// something under them changed that is not a text (a substitution's argument or format,
    /// an unknown field).
    case otherField(String)
  }

  public var key: String
  public var kind: Kind
  /// The key's name before, for `renamed`.
  public var oldKey: String?
  /// The source text (source language's value, the key itself when it has none) of the new
  /// version, or of the old one for a removed key; nil when it has variations only.
  public var sourceText: String?
  /// Changes to the key's own fields (only for `changed`).
  public var changes: [FieldChange]
  /// Texts that changed (only for `changed`), source language first, then languages in Xcode's
  /// order, cases in file order.
  public var units: [UnitDiff]

  init(key: String, kind: Kind, entry: CatalogEntry, sourceLanguage: String) {
    self.key = key
    self.kind = kind
    sourceText = entry.sourceText(key: key, sourceLanguage: sourceLanguage)
    changes = []
    units = []
  }

  init(key: String, old: CatalogEntry, new: CatalogEntry, oldSource: String, newSource: String) {
    self.key = key
    kind = .changed
    sourceText = new.sourceText(key: key, sourceLanguage: newSource)
    var changes: [FieldChange] = []
    if old.comment != new.comment { changes.append(.comment(ValueChange(old: old.comment, new: new.comment))) }
    if old.extractionState != new.extractionState {
      changes.append(
        .extractionState(ValueChange(old: old.extractionState?.rawValue, new: new.extractionState?.rawValue)))
    }
    if old.shouldTranslate != new.shouldTranslate {
      changes.append(.shouldTranslate(ValueChange(old: old.shouldTranslate, new: new.shouldTranslate)))
    }
    let names = OrderedSet(old.unknownFields.keys + new.unknownFields.keys)
    for name in names where old.unknownFields[name] != new.unknownFields[name] {
      changes.append(.otherField(name))
    }
    self.changes = changes

    let oldUnits = old.textUnits()
    let newUnits = new.textUnits()
    var languages = OrderedSet(newUnits.keys.map(\.language))
    languages.append(contentsOf: oldUnits.keys.map(\.language))
    let sortedLanguages = languages.sorted { lhs, rhs in
      if lhs == newSource { return rhs != newSource }
      if rhs == newSource { return false }
      return XcodeKeyOrder.areInIncreasingOrder(lhs, rhs)
    }
    var ids = OrderedSet(newUnits.keys)
    ids.append(contentsOf: oldUnits.keys)
    var units: [UnitDiff] = []
    for language in sortedLanguages {
      for id in ids where id.language == language {
        let before = oldUnits[id]
        let after = newUnits[id]
        if before == after { continue }
        units.append(
          UnitDiff(
            language: language, path: id.path, isStringSetBesideText: id.isStringSetBesideText,
            isSource: language == newSource, old: before, new: after))
      }
    }
    self.units = units
  }
}

/// One text of one language (a `stringUnit`, a variation case, or a `stringSet`) that changed.
public struct UnitDiff: Sendable, Hashable {
  public enum Change: String, Sendable, Hashable {
    /// The text is new in this language or case.
    case added
    /// The text went away.
    case removed
    /// The value changed: the source text (source language) or a retranslation.
    case value
    /// The state changed (`new` → `translated`, …).
    case state
  }

  public var language: String
  /// The variation case (`plural.one`); empty for the language's own text.
  public var path: TextPath
  /// The text is the `stringSet` of a localization that also has a `stringUnit`.
  public var isStringSetBesideText = false
  /// Whether this is the source language's text.
  public var isSource: Bool
  public var old: TextUnit?
  public var new: TextUnit?

  /// `added`, `removed`, or `value` and/or `state`.
  public var changes: [Change] {
    guard let old else { return [.added] }
    guard let new else { return [.removed] }
    var changes: [Change] = []
    if old.value != new.value || old.values != new.values { changes.append(.value) }
    if old.state != new.state { changes.append(.state) }
    return changes
  }

  /// `plural.one` (`plural.one.stringSet` for phrases beside a text), empty for none.
  public var variation: String {
    guard isStringSetBesideText else { return path.description }
    return path.isEmpty ? "stringSet" : path.description + ".stringSet"
  }

  /// The unit's id for `key` in the grammar of XLIFF exports: `key`, or `key|==|plural.one`.
  public func id(key: String) -> String {
    isStringSetBesideText ? key + TextPath.idSeparator + variation : path.unitID(key: key)
  }
}

/// A text's value (or, for App Shortcut phrases, values) and state.
public struct TextUnit: Sendable, Hashable {
  public var state: String
  public var value: String?
  public var values: [String]?

  public init(state: String, value: String? = nil, values: [String]? = nil) {
    self.state = state
    self.value = value
    self.values = values
  }
}

/// A text's place under a key: language and variation path.
struct UnitPlace: Hashable {
  var language: String
  var path: TextPath
  var isStringSetBesideText = false
}

extension CatalogEntry {
  /// Every text of every language, by place.
  func textUnits() -> OrderedDictionary<UnitPlace, TextUnit> {
    var units: OrderedDictionary<UnitPlace, TextUnit> = [:]
    for (language, localization) in localizations ?? [:] {
      localization.forEachText { text, path in
        switch text {
        case .unit(let unit):
          units[UnitPlace(language: language, path: path)] = TextUnit(state: unit.state.rawValue, value: unit.value)
        case .set(let set):
          // Phrases usually stand alone; named apart only beside a `stringUnit`.
          var place = UnitPlace(language: language, path: path)
          place.isStringSetBesideText = units[place] != nil
          units[place] = TextUnit(state: set.state.rawValue, values: set.values)
        }
      }
    }
    return units
  }
}
