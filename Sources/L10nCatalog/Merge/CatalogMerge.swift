import OrderedCollections

/// A three-way merge of String Catalogs, the way a version control system merges two branches
/// that started from a common base.
///
/// The merge works on the model, per key, per language and per variation case: each text (a
/// `stringUnit` with its value and state, a `stringSet`), the key's comment, `extractionState`,
/// `shouldTranslate`, and every field l10n does not know are merged on their own. A side that
/// changed something wins over a side that left it as in the base; both sides making the same
/// change is no conflict. A conflict is a place where both sides changed the same thing
/// differently, or where one side deleted what the other changed.
///
/// The merged catalog keeps the order of `ours`; what only `theirs` added goes where Xcode would
/// put it (`XcodeKeyOrder`). At a conflict it holds `ours`; `CatalogMergeResult.markedBytes()`
/// writes both versions with conflict markers instead.
public enum CatalogMerge {
  public static func merge(base: StringCatalog, ours: StringCatalog, theirs: StringCatalog) -> CatalogMergeResult {
    var merger = Merger()
    let catalog = merger.mergeCatalog(base, ours, theirs)
    return CatalogMergeResult(catalog: catalog, conflicts: merger.conflicts)
  }
}

/// What `CatalogMerge.merge` gives: the merged catalog and the conflicts, in file order.
public struct CatalogMergeResult: Sendable {
  /// The merged catalog; at each conflict it holds `ours` (which may be nothing, when ours
  /// deleted it).
  public var catalog: StringCatalog
  public var conflicts: [MergeConflict]

  public var hasConflicts: Bool { !conflicts.isEmpty }
}

// MARK: - The merge

/// A three-way choice: what to take when it is not a conflict.
private enum Choice<Value> {
  case take(Value)
  case conflict
}

private func choose<Value: Equatable>(_ base: Value, _ ours: Value, _ theirs: Value) -> Choice<Value> {
  if ours == theirs || theirs == base { return .take(ours) }
  if ours == base { return .take(theirs) }
  return .conflict
}

private func conflictKind<Value>(ours: Value?, theirs: Value?) -> MergeConflict.Kind {
  if ours == nil { return .deletedInOurs }
  if theirs == nil { return .deletedInTheirs }
  return .bothChanged
}

/// Where a localization sits: key, language, variation path.
private struct Place {
  var key: String
  var language: String
  var path = TextPath()

  func appending(_ step: TextPath.Step) -> Place {
    var copy = self
    copy.path.append(step)
    return copy
  }
}

private struct Merger {
  var conflicts: [MergeConflict] = []

  mutating func mergeCatalog(_ base: StringCatalog, _ ours: StringCatalog, _ theirs: StringCatalog) -> StringCatalog {
    var result = ours
    for (field, b, o, t) in [
      ("sourceLanguage", base.sourceLanguage, ours.sourceLanguage, theirs.sourceLanguage),
      ("version", base.version, ours.version, theirs.version),
    ] {
      switch choose(b, o, t) {
      case .take(let value):
        if field == "sourceLanguage" { result.sourceLanguage = value } else { result.version = value }
      case .conflict:
        conflicts.append(
          MergeConflict(
            kind: .bothChanged, key: nil, language: nil, path: TextPath(), field: field, ours: .value(.string(o)),
            theirs: .value(.string(t))))
      }
    }
    if case .take(let format) = choose(base.fileFormat, ours.fileFormat, theirs.fileFormat) {
      result.fileFormat = format
    }
    var fieldConflicts: [String] = []
    result.unknownFields = mergeMembers(
      base.unknownFields, ours.unknownFields, theirs.unknownFields, conflicts: &fieldConflicts)
    for field in fieldConflicts {
      let o = ours.unknownFields[field]
      let t = theirs.unknownFields[field]
      conflicts.append(
        MergeConflict(
          kind: conflictKind(ours: o, theirs: t), key: nil, language: nil, path: TextPath(), field: field,
          ours: .value(o),
          theirs: .value(t)))
    }
    result.strings = mergeMap(base.strings, ours.strings, theirs.strings) { key, b, o, t in
      mergeEntry(key: key, b, o, t)
    }
    return result
  }

  /// Merges a map key by key: ours' order, keys only theirs has at Xcode's position. `merge`
  /// gets the three values (any may be absent) and returns the merged one, nil to leave it out.
  func mergeMap<Value: Equatable>(
    _ base: OrderedDictionary<String, Value>, _ ours: OrderedDictionary<String, Value>,
    _ theirs: OrderedDictionary<String, Value>,
    merge: (String, Value?, Value?, Value?) -> Value?
  ) -> OrderedDictionary<String, Value> {
    if ours == theirs || theirs == base { return ours }
    if ours == base { return theirs }
    var kept: [(String, Value)] = []
    kept.reserveCapacity(ours.count)
    for (key, value) in ours {
      let other = theirs[key]
      let before = base[key]
      if other == value {
        kept.append((key, value))
      } else if let merged = merge(key, before, value, other) {
        kept.append((key, merged))
      }
    }
    var added: [(String, Value)] = []
    for (key, value) in theirs where ours[key] == nil {
      if let merged = merge(key, base[key], nil, value) { added.append((key, merged)) }
    }
    let all = added.isEmpty ? kept : XcodeKeyOrder.merge(kept, adding: added, key: { $0.0 })
    return OrderedDictionary(uniqueKeysWithValues: all)
  }

  /// Merges optional maps: absent and present-but-different maps merge as maps; nil stays nil
  /// when a side removed the map and nothing is left.
  func mergeOptionalMap<Value: Equatable>(
    _ base: OrderedDictionary<String, Value>?, _ ours: OrderedDictionary<String, Value>?,
    _ theirs: OrderedDictionary<String, Value>?,
    merge: (String, Value?, Value?, Value?) -> Value?
  ) -> OrderedDictionary<String, Value>? {
    if case .take(let whole) = choose(base, ours, theirs) { return whole }
    let merged = mergeMap(base ?? [:], ours ?? [:], theirs ?? [:], merge: merge)
    if merged.isEmpty && (ours == nil || theirs == nil) { return nil }
    return merged
  }

  /// Merges a record: whole when at most one side changed it, else member by member
  /// (`members`). A side that deleted it, or a member that conflicts, makes one conflict of the
  /// whole record (`conflict`), which then holds ours.
  mutating func mergeRecord<Record: MergedRecord>(
    _ base: Record?, _ ours: Record?, _ theirs: Record?, empty: Record,
    conflict: (MergeConflict.Kind, Record?, Record?) -> MergeConflict,
    members: (inout Merger, inout RecordMerge<Record>) -> Void
  ) -> Record? {
    if case .take(let whole) = choose(base, ours, theirs) { return whole }
    guard let ours, let theirs else {
      conflicts.append(conflict(conflictKind(ours: ours, theirs: theirs), ours, theirs))
      return ours
    }
    let mark = conflicts.count
    var merge = RecordMerge(base: base ?? empty, ours: ours, theirs: theirs)
    members(&self, &merge)
    guard merge.conflicted else { return merge.result }
    conflicts.removeSubrange(mark...)
    conflicts.append(conflict(.bothChanged, ours, theirs))
    return ours
  }

  mutating func mergeEntry(key: String, _ base: CatalogEntry?, _ ours: CatalogEntry?, _ theirs: CatalogEntry?)
    -> CatalogEntry?
  {
    mergeRecord(base, ours, theirs, empty: CatalogEntry()) { kind, ours, theirs in
      MergeConflict(
        kind: kind, key: key, language: nil, path: TextPath(), field: nil, ours: .entry(ours), theirs: .entry(theirs))
    } members: { merger, merge in
      merge.field(\.comment)
      merge.field(\.isCommentAutoGenerated)
      merge.field(\.extractionState)
      merge.field(\.shouldTranslate)
      merge.unknownFields()
      merge.result.localizations = merger.mergeOptionalMap(
        merge.base.localizations, merge.ours.localizations, merge.theirs.localizations
      ) { language, b, o, t in
        merger.mergeLocalization(Place(key: key, language: language), b, o, t)
      }
    }
  }

  mutating func mergeLocalization(_ place: Place, _ base: Localization?, _ ours: Localization?, _ theirs: Localization?)
    -> Localization?
  {
    mergeRecord(base, ours, theirs, empty: Localization()) { kind, ours, theirs in
      MergeConflict(
        kind: kind, key: place.key, language: place.language, path: place.path, field: nil,
        ours: .localization(ours), theirs: .localization(theirs))
    } members: { merger, merge in
      // A text is one unit: its value and state change together.
      merge.field(\.stringUnit)
      merge.field(\.stringSet)
      merge.unknownFields()
      let (base, ours, theirs) = (merge.base, merge.ours, merge.theirs)
      switch choose(base.variations, ours.variations, theirs.variations) {
      case .take(let value): merge.result.variations = value
      case .conflict:
        if let o = ours.variations, let t = theirs.variations,
          let merged = merger.mergeVariations(place, base.variations ?? Variations(), o, t)
        {
          merge.result.variations = merged
        } else {
          merge.conflicted = true
        }
      }
      switch choose(base.substitutions, ours.substitutions, theirs.substitutions) {
      case .take(let value): merge.result.substitutions = value
      case .conflict:
        guard let o = ours.substitutions, let t = theirs.substitutions else {
          merge.conflicted = true
          break
        }
        var inner = false
        merge.result.substitutions = merger.mergeMap(base.substitutions ?? [:], o, t) { name, b, o, t in
          switch merger.mergeSubstitution(place.appending(.substitution(name)), b, o, t) {
          case .take(let merged): return merged
          case .conflict:
            inner = true
            return o
          }
        }
        if inner { merge.conflicted = true }
      }
    }
  }

  /// Nil when the variations cannot be merged case by case (the caller makes the enclosing
  /// localization the conflict).
  mutating func mergeVariations(_ place: Place, _ base: Variations, _ ours: Variations, _ theirs: Variations)
    -> Variations?
  {
    var merge = RecordMerge(base: base, ours: ours, theirs: theirs)
    merge.unknownFields()
    if merge.conflicted { return nil }
    for (path, step) in [(\Variations.device, TextPath.Step.device), (\Variations.plural, TextPath.Step.plural)] {
      switch choose(base[keyPath: path], ours[keyPath: path], theirs[keyPath: path]) {
      case .take(let value): merge.result[keyPath: path] = value
      case .conflict:
        guard let o = ours[keyPath: path], let t = theirs[keyPath: path] else { return nil }
        merge.result[keyPath: path] = mergeMap(base[keyPath: path] ?? [:], o, t) { name, b, o, t in
          mergeLocalization(place.appending(step(name)), b, o, t)
        }
      }
    }
    return merge.result
  }

  /// A conflict when the substitution's own fields conflict (argument, format, unknown fields,
  /// or its variations as a whole); cases of its variations conflict on their own.
  mutating func mergeSubstitution(_ place: Place, _ base: Substitution?, _ ours: Substitution?, _ theirs: Substitution?)
    -> Choice<Substitution?>
  {
    if case .take(let whole) = choose(base, ours, theirs) { return .take(whole) }
    guard let ours, let theirs else { return .conflict }
    var merge = RecordMerge(base: base ?? Substitution(), ours: ours, theirs: theirs)
    merge.field(\.argNum)
    merge.field(\.formatSpecifier)
    merge.unknownFields()
    if merge.conflicted { return .conflict }
    switch choose(merge.base.variations, ours.variations, theirs.variations) {
    case .take(let value): merge.result.variations = value
    case .conflict:
      guard let o = ours.variations, let t = theirs.variations,
        let merged = mergeVariations(place, merge.base.variations ?? Variations(), o, t)
      else { return .conflict }
      merge.result.variations = merged
    }
    return .take(merge.result)
  }
}

/// A record the merge goes into member by member.
private protocol MergedRecord: Equatable {
  var unknownFields: JSONObject { get set }
}

extension CatalogEntry: MergedRecord {}
extension Localization: MergedRecord {}
extension Substitution: MergedRecord {}
extension Variations: MergedRecord {}

/// One record both sides changed, merged member by member into `result` (ours to begin with).
private struct RecordMerge<Record: MergedRecord> {
  let base: Record
  let ours: Record
  let theirs: Record
  var result: Record
  /// A member conflicts: the record conflicts whole.
  var conflicted = false

  init(base: Record, ours: Record, theirs: Record) {
    self.base = base
    self.ours = ours
    self.theirs = theirs
    result = ours
  }

  mutating func field<Value: Equatable>(_ path: WritableKeyPath<Record, Value>) {
    switch choose(base[keyPath: path], ours[keyPath: path], theirs[keyPath: path]) {
    case .take(let value): result[keyPath: path] = value
    case .conflict: conflicted = true
    }
  }

  /// The members l10n does not know, one by one.
  mutating func unknownFields() {
    var names: [String] = []
    result.unknownFields = mergeMembers(base.unknownFields, ours.unknownFields, theirs.unknownFields, conflicts: &names)
    if !names.isEmpty { conflicted = true }
  }
}

/// Merges the members of unknown objects one by one; names members both sides changed
/// differently (the result holds ours for them).
private func mergeMembers(_ base: JSONObject, _ ours: JSONObject, _ theirs: JSONObject, conflicts: inout [String])
  -> JSONObject
{
  if case .take(let whole) = choose(base, ours, theirs) { return whole }
  var result = ours
  for member in ours.members {
    switch choose(base[member.key], member.value, theirs[member.key]) {
    case .take(let value): result[member.key] = value
    case .conflict: conflicts.append(member.key)
    }
  }
  for member in theirs.members where ours[member.key] == nil {
    switch choose(base[member.key], nil, member.value) {
    case .take(let value): result[member.key] = value
    case .conflict: conflicts.append(member.key)
    }
  }
  return result
}
