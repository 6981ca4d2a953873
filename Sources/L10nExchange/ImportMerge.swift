import L10nCatalog
import L10nICU
import L10nText
import OrderedCollections

/// Merges imported units into a catalog, one unit at a time.
///
/// A new or changed target sets the value and the state: `translated`, or `needs_review` when the
/// source changed since export (the unit's source, or the CSV fingerprint, differs from the
/// catalog's source now) or the file asks for review. An empty target never erases a translation;
/// one marked translated (`<target state="translated"/>`) where the catalog has no text is a text
/// translated as empty.
/// Units for keys the catalog does not have are reported, not added. A unit whose placeholders or
/// plural category do not fit is rejected with a message, and the others go in.
public struct ImportMerger {
  /// The file being imported, for messages.
  public var fileName: String
  /// The gate's settings: stand-ins, `--accept-drift`.
  public var policy: ImportPolicy
  public private(set) var counts = ImportCounts()
  public private(set) var problems: [ImportProblem] = []
  /// The glossary's word splits, when the policy has one.
  private let glossaryWords = GlossaryWords()

  public init(fileName: String, policy: ImportPolicy = ImportPolicy()) {
    self.fileName = fileName
    self.policy = policy
  }

  /// Applies `file`'s units to `catalog`.
  public mutating func merge(_ file: ExchangeFile, into catalog: inout StringCatalog) {
    let language = file.targetLanguage
    let isSourceLanguage = language == catalog.sourceLanguage
    // What an export of the catalog as it is would say, key by key as the file's units come to
    // it: an import of that changes nothing. Later units of the file compare with what is in the
    // catalog after the earlier ones (`current` follows the changes).
    let collector = UnitCollector(targetLanguage: language)
    var current: [String: KeyView] = [:]
    current.reserveCapacity(min(file.units.count, catalog.strings.count))
    var signatures: [String: ArgumentSignature] = [:]
    let rules = PluralRules.forLanguage(language)

    for var unit in file.units {
      func problem(_ kind: ImportProblem.Kind, _ message: String) {
        problems.append(
          ImportProblem(kind: kind, file: fileName, line: unit.line, id: unit.id, language: language, message: message))
        if kind == .rejected { counts.rejected += 1 } else { counts.unknown += 1 }
      }
      func hold(_ reason: HoldReason, _ message: String, text: String) {
        var held = ImportProblem(
          kind: .held, file: fileName, line: unit.line, id: unit.id, language: language,
          message: reason == .placeholders ? message : "\(reason.phrase): \(message)")
        (held.reason, held.key, held.text) = (reason, unit.key, text)
        problems.append(held)
        counts[held: reason] += 1
      }
      guard let entryIndex = catalog.strings.index(forKey: unit.key) else {
        problem(.unknown, "the catalog \(file.original) has no key \"\(unit.key)\"; it is not added")
        continue
      }
      if current[unit.key] == nil {
        current[unit.key] = KeyView(
          collector.units(
            key: unit.key, entry: catalog.strings.values[entryIndex], sourceLanguage: catalog.sourceLanguage))
      }
      let existingIndex = current[unit.key]!.units.firstIndex { $0.path == unit.path }
      let existing = existingIndex.map { current[unit.key]!.units[$0] }
      // A CSV carries App Shortcut phrases one per line; XLIFF as <mrk>s.
      if unit.targetValues == nil, let target = unit.target, existing?.sourceValues != nil {
        unit.targetValues = target.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        unit.target = unit.targetValues?.first
      }
      let values = unit.targetValues?.filter { !$0.isEmpty }
      // An empty target is no translation, unless it says it is one where the catalog has no text
      // (`<target state="translated"/>`, as Xcode exports a text translated as empty).
      guard let target = unit.target,
        !target.isEmpty || values?.isEmpty == false
          || (unit.targetValues == nil && unit.state == "translated" && (existing?.target ?? "") == "")
      else {
        counts.empty += 1
        continue
      }
      if let existing, existing.target == target,
        existing.targetValues == unit.targetValues || unit.targetValues == nil,
        unit.state == nil || unit.state == existing.state
      {
        counts.unchanged += 1
        continue
      }
      if catalog.strings.values[entryIndex].shouldTranslate == false && !isSourceLanguage {
        problem(.rejected, "the key is marked \"Don't translate\" (shouldTranslate: false)")
        continue
      }
      // The shape: the path must be one the catalog can hold for this language.
      if let category = unit.pluralCategory, !rules.categories.contains(category), category != "zero" {
        problem(
          .rejected,
          "plural category \"\(category)\" does not exist in \(language) (\(rules.categories.joined(separator: ", ")))")
        continue
      }
      if let device = unit.path.device, DeviceCategory(rawValue: device) == nil {
        problem(
          .rejected,
          "device \"\(device)\" is not one Xcode knows (\(DeviceCategory.allCases.map(\.rawValue).joined(separator: ", ")))"
        )
        continue
      }
      // The gate: placeholders must fit the catalog's source and the file's own (same arguments,
      // same types, same names), and stand-in text is no translation.
      let sourceLocalization = catalog.strings.values[entryIndex].localizations?[catalog.sourceLanguage]
      let signature = signatures[unit.key] ?? current[unit.key]!.signature(key: unit.key, source: sourceLocalization)
      signatures[unit.key] = signature
      let sourceNow = existing?.sourceValues?.joined(separator: "\n") ?? existing?.source
      if let (reason, message) = Self.holdReason(
        texts: unit.targetValues ?? [target], unit: unit, expected: signature, currentSource: sourceNow,
        language: language, sourceLanguage: catalog.sourceLanguage, standIns: policy.standIns)
        ?? Self.glossaryHold(
          texts: unit.targetValues ?? [target], unit: unit, language: language, sourceLanguage: catalog.sourceLanguage,
          glossary: policy.glossary, words: glossaryWords)
      {
        hold(reason, message, text: target)
        continue
      }
      // The state: review when the source moved on since the export, or the file asks for it.
      var sourceChanged = false
      if let sourceNow {
        if let fingerprint = unit.sourceFingerprint {
          sourceChanged = fingerprint != CSVFormat.fingerprint(sourceNow)
        } else if !unit.source.isEmpty || unit.sourceValues != nil {
          sourceChanged = (unit.sourceValues?.joined(separator: "\n") ?? unit.source) != sourceNow
        }
      }
      // A translation of another source never replaces a translation of the current one.
      if sourceChanged, Self.holdsForDrift(existing: existing, acceptDrift: policy.acceptDrift) {
        hold(
          .sourceChanged,
          "the file translates \"\(unit.sourceValues?.joined(separator: "\n") ?? unit.source)\", the catalog's source is now \"\(sourceNow ?? "")\"; its translation is kept (--accept-drift takes the unit as needs_review)",
          text: target)
        continue
      }
      var written = target
      if unit.targetValues == nil, let kept = Self.keepingNoBreakSpaces(in: target, from: existing?.target) {
        written = kept
        counts.noBreakSpacesKept += 1
      }
      let madeByMachine = StateQualifier.asksForReview(unit.stateQualifier)
      if madeByMachine { counts.machineOrMemory += 1 }
      let state: TranslationState =
        sourceChanged || ExchangeState.asksForReview(unit.state) || madeByMachine
        ? .needsReview
        : (unit.state == "new" && isSourceLanguage ? .new : .translated)

      var localization = catalog.strings.values[entryIndex].localizations?[language] ?? Localization()
      let wasEmpty = existing?.target == nil
      do throws(RejectReason) {
        try Self.apply(
          to: &localization, source: sourceLocalization, path: unit.path, language: language,
          value: written, values: unit.targetValues, state: state)
      } catch {
        problem(.rejected, error.message)
        continue
      }
      Self.store(localization, language: language, in: &catalog.strings.values[entryIndex])
      if wasEmpty { counts.added += 1 } else { counts.updated += 1 }
      // Later units of the file compare with what is in the catalog now.
      var now = existing ?? unit
      now.target = written
      now.targetValues = unit.targetValues
      now.state = ExchangeState.xliff(state)
      if let existingIndex {
        current[unit.key]!.units[existingIndex] = now
      } else {
        current[unit.key]!.units.append(now)
      }
    }
  }

  /// One key's units as an export would have them: from the catalog before the import, then as
  /// the file's units change them.
  struct KeyView {
    var units: [ExchangeUnit]
    /// How many units came from the catalog; those after them are cases the file added. A unit
    /// keeps its source when the file changes it.
    let fromCatalog: Int

    init(_ units: [ExchangeUnit]) {
      self.units = units
      fromCatalog = units.count
    }

    /// The source texts of the units from the catalog, in export order: what the key's
    /// placeholder signature is made of.
    var sources: [String] {
      units[..<fromCatalog].filter { $0.path.substitution == nil }.sorted { String.ordinalLess($0.id, $1.id) }
        .map(\.source)
    }

    /// The arguments the key's source formats, over all its texts (`sources`): what a target
    /// must fit (`placeholderProblem`), for import and for fill.
    func signature(key: String, source: Localization?) -> ArgumentSignature {
      ImportMerger.signature(key: key, source: source, sources: sources)
    }
  }

  /// Puts `localization` under `language` in `entry`, in place (the entry's other languages are
  /// not copied); a new language goes where Xcode would put it.
  private static func store(_ localization: Localization, language: String, in entry: inout CatalogEntry) {
    if entry.localizations == nil { entry.localizations = [:] }
    entry.localizations!.insertInXcodeOrder(language, localization)
  }

  struct RejectReason: Error {
    var message: String
  }

  /// Sets the text at `path` under `localization`, making the variation cases on the way
  /// (`Localization.subscript(step:)`), where the catalog can hold a text there.
  static func apply(
    to localization: inout Localization, source: Localization?, path: TextPath, language: String,
    value: String, values: [String]?, state: TranslationState
  ) throws(RejectReason) {
    guard let (step, rest) = path.split else {
      try setText(of: &localization, source: source, language: language, value: value, values: values, state: state)
      return
    }
    let sourceChild: Localization?
    switch step {
    case .plural(let name), .device(let name):
      let isPlural = step == .plural(name)
      let kind = isPlural ? "plural" : "device"
      if localization.stringUnit != nil && localization.variations == nil {
        throw RejectReason(
          message:
            "\(language) has a plain translation for this key in the catalog; the unit is a \(kind) case (vary \(language) by \(kind) first)"
        )
      }
      if (isPlural ? localization.variations?.device : localization.variations?.plural) != nil {
        throw RejectReason(
          message: "\(language) varies this text by \(isPlural ? "device" : "plural") in the catalog, not by \(kind)")
      }
      let sourceCases = isPlural ? source?.variations?.plural : source?.variations?.device
      sourceChild = sourceCases?[name] ?? sourceCases?["other"]
    case .substitution(let name):
      guard let sourceSubstitution = source?.substitutions?[name] ?? localization.substitutions?[name] else {
        throw RejectReason(message: "the source has no substitution \"\(name)\"")
      }
      if localization.substitutions?[name] == nil {
        // A new substitution formats the source's argument as the source does.
        var substitutions = localization.substitutions ?? [:]
        substitutions.insertInXcodeOrder(
          name, Substitution(argNum: sourceSubstitution.argNum, formatSpecifier: sourceSubstitution.formatSpecifier))
        localization.substitutions = substitutions
      }
      sourceChild = Localization(variations: sourceSubstitution.variations)
    }
    var child = localization[step] ?? Localization()
    try apply(
      to: &child, source: sourceChild, path: rest, language: language, value: value, values: values, state: state)
    localization[step] = child
  }

  /// Sets the text of a localization that does not vary.
  private static func setText(
    of localization: inout Localization, source: Localization?, language: String, value: String, values: [String]?,
    state: TranslationState
  ) throws(RejectReason) {
    if localization.variations != nil {
      throw RejectReason(
        message: "\(language) varies this text (by plural or device) in the catalog; the unit is for the plain text")
    }
    if let values, localization.stringSet != nil || source?.stringSet != nil {
      var set = localization.stringSet ?? StringSet(state: state, values: [])
      set.values = values
      set.state = state
      localization.stringSet = set
    } else if localization.stringUnit != nil {
      localization.stringUnit!.value = value
      localization.stringUnit!.state = state
    } else {
      localization.stringUnit = StringUnit(state: state, value: value)
    }
  }

  /// The arguments the key's source formats, over all its texts (the key's own when there is no
  /// source localization).
  static func signature(key: String, source: Localization?, sources: some Collection<String>) -> ArgumentSignature {
    let kinds = ArgumentSignature.substitutionKinds(of: source)
    return sources.isEmpty
      ? ArgumentSignature(key, substitutionKinds: kinds) : ArgumentSignature(merging: sources, substitutionKinds: kinds)
  }

  /// Why a target does not fit the source's arguments, or nil when it does. A plural case may leave
  /// an argument out ("one file" for 1).
  static func placeholderProblem(target: String, expected: ArgumentSignature, isPluralCase: Bool) -> String? {
    let problems = ArgumentSignature(target).mismatches(with: expected, isPluralCase: isPluralCase)
    return problems.isEmpty ? nil : "placeholders do not fit: " + problems.joined(separator: "; ")
  }
}
