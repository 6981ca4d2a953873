import L10nCatalog
import L10nICU
import L10nText
import OrderedCollections

/// Writes gettext PO files (one language) and POT templates from the units an export collects.
///
/// Each catalog text is one entry whose `msgctxt` is its unit id, so no two entries merge; a
/// plural variation is one entry with `msgid_plural` and a `msgstr[i]` per form of the language's
/// `Plural-Forms` (`GettextPluralForms`). A plural case the formula has no form for is not
/// written, except `zero`, which Xcode lets any language add: it is an entry of its own
/// (`key|==|plural.zero`). Texts marked "Don't translate" are left out. `#.` carries the catalog
/// comment and placeholder notes, `#:` where code uses the key, `#, fuzzy` a text that needs
/// review, and `#, c-format` or `objc-format` a text with placeholders that gettext's checks
/// understand. A state other than translated and needs_review travels as `#, l10n-state:new`
/// (per form in a plural entry: `l10n-state:translated/new/-`) so an import of the file changes
/// nothing. With several catalogs in one file, `msgctxt` starts with the catalog's path and `::`.
public struct POWriter: Sendable {
  public var toolVersion: String
  /// Adds the screen (`#.`) and where code uses the key (`#:`).
  public var includeContext: Bool
  /// A POT: the source texts only, every `msgstr` empty, the development language's `Plural-Forms`.
  public var template: Bool

  public init(toolVersion: String, includeContext: Bool = true, template: Bool = false) {
    self.toolVersion = toolVersion
    self.includeContext = includeContext
    self.template = template
  }

  /// The separator after the catalog path in `msgctxt` when one file holds several catalogs.
  public static let catalogSeparator = "::"
  /// The header field that names the catalog of a file with one.
  public static let catalogField = "X-L10n-Catalog"
  /// The flag that carries a state other than translated or needs_review.
  public static let stateFlag = "l10n-state:"

  /// The PO (or POT) text for `files`, all of one target language.
  public func document(_ files: [ExchangeFile]) throws(ExchangeError) -> String {
    POText.render(try poDocument(files))
  }

  public func poDocument(_ files: [ExchangeFile]) throws(ExchangeError) -> PODocument {
    let ordered = XLIFFWriter.ordered(files)
    let first = ordered.first
    let language = template ? "" : first?.targetLanguage ?? ""
    let formsLanguage = template ? first?.sourceLanguage ?? "en" : language
    guard let forms = GettextPluralForms.forLanguage(formsLanguage) else {
      throw ExchangeError(
        file: "\(language.isEmpty ? "template" : language).po",
        "l10n knows no gettext Plural-Forms for \"\(formsLanguage)\"; PO needs one for each language")
    }
    var document = PODocument()
    document.header = [
      ("Project-Id-Version", first.map { Self.projectName($0.original) } ?? "l10n"),
      ("PO-Revision-Date", ""), ("Last-Translator", ""), ("Language-Team", ""),
      ("Language", template ? "" : POLanguage.gettextName(language)),
      ("MIME-Version", "1.0"),
      ("Content-Type", "text/plain; charset=UTF-8"),
      ("Content-Transfer-Encoding", "8bit"),
      ("Plural-Forms", forms.header),
      ("X-Generator", "l10n \(toolVersion)"),
      ("X-Source-Language", first?.sourceLanguage ?? ""),
    ]
    if ordered.count == 1, let only = first { document.header.append((Self.catalogField, only.original)) }
    for file in ordered {
      let prefix = ordered.count > 1 ? file.original + Self.catalogSeparator : ""
      document.entries += entries(of: file, forms: forms, contextPrefix: prefix)
    }
    return document
  }

  /// The project's name for `Project-Id-Version`: the catalog's file name without extension.
  static func projectName(_ original: String) -> String {
    let name = original.split(separator: "/").last.map(String.init) ?? original
    return name.hasSuffix(".xcstrings") ? String(name.dropLast(".xcstrings".count)) : name
  }

  /// A catalog's units as entries, in the units' order (a plural entry where its first case was).
  func entries(of file: ExchangeFile, forms: GettextPluralForms, contextPrefix: String) -> [POEntry] {
    // Plural cases by the path above them; the units of every other entry stand alone.
    var groups = OrderedDictionary<String, [ExchangeUnit]>()
    for unit in file.units where unit.translate {
      var path = unit.path
      if let category = unit.path.lastPluralCategory, forms.categories.contains(category) || category != "zero" {
        path.removeLast()
        groups[path.unitID(key: unit.key), default: []].append(unit)
      } else {
        groups[unit.id, default: []].append(unit)
      }
    }
    var entries: [POEntry] = []
    for (context, units) in groups {
      let plural = units.first?.path.lastPluralCategory != nil && units.first?.id != context
      if plural {
        let inFormula = units.filter { forms.categories.contains($0.pluralCategory ?? "") }
        guard !inFormula.isEmpty else { continue }
        let byCategory = Dictionary(inFormula.map { ($0.pluralCategory ?? "", $0) }, uniquingKeysWith: { a, _ in a })
        let cases = forms.categories.map { byCategory[$0] }
        var entry = POEntry(
          context: contextPrefix + context, id: Self.text(of: byCategory["one"] ?? inFormula[0], source: true),
          idPlural: Self.text(of: units.first { $0.pluralCategory == "other" } ?? units[units.count - 1], source: true),
          strings: cases.map { $0.map { template ? "" : Self.text(of: $0, source: false) } ?? "" })
        describe(&entry, units: inFormula, states: cases, forms: forms)
        entries.append(entry)
      } else {
        let unit = units[0]
        var entry = POEntry(
          context: contextPrefix + context, id: Self.text(of: unit, source: true),
          strings: [template ? "" : Self.text(of: unit, source: false)])
        describe(&entry, units: [unit], states: [unit], forms: forms)
        entries.append(entry)
      }
    }
    return entries
  }

  /// The source or target text of a unit; App Shortcut phrases one per line, as in the CSV.
  static func text(of unit: ExchangeUnit, source: Bool) -> String {
    if source { return unit.sourceValues?.joined(separator: "\n") ?? unit.source }
    return unit.targetValues?.joined(separator: "\n") ?? unit.target ?? ""
  }

  /// Comments, references and flags of an entry; `states` are the units of its `msgstr`s in order.
  /// A translation gettext would refuse for its line breaks is left out, with a note.
  private func describe(
    _ entry: inout POEntry, units: [ExchangeUnit], states: [ExchangeUnit?], forms: GettextPluralForms
  ) {
    let unit = units[0]
    if let note = unit.note, !note.isEmpty {
      entry.extractedComments += note.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
    let sources = [entry.id] + (entry.idPlural.map { [$0] } ?? [])
    if let placeholders = Self.placeholderNote(sources) { entry.extractedComments.append(placeholders) }
    if includeContext {
      if let screen = unit.screen { entry.extractedComments.append("Screen: \(screen).") }
      entry.references = unit.usages
    }
    for index in entry.strings.indices
    where !entry.strings[index].isEmpty && !GettextChecks.lineBreaksAgree(entry.strings[index], sources: sources) {
      entry.strings[index] = ""
      entry.extractedComments.append(
        "The catalog's translation\(entry.strings.count > 1 ? " [\(index)]" : "") is left out: it begins or ends with a line break where the source does not, which gettext refuses."
      )
    }
    if !template {
      let written = zip(states, entry.strings).map { unit, text -> String? in
        guard let unit, !text.isEmpty else { return nil }
        return unit.state ?? "translated"
      }
      let present = written.compactMap { $0 }
      if present.contains(where: ExchangeState.asksForReview) { entry.flags.append("fuzzy") }
      let plain =
        Set(present).count <= 1
        && (present.first == nil || present[0] == "translated" || present[0] == ExchangeState.xliff(.needsReview))
      if !plain {
        entry.flags.append(
          Self.stateFlag + (states.count == 1 ? present[0] : written.map { $0 ?? "-" }.joined(separator: "/")))
      }
    }
    if let format = GettextChecks.formatFlag(entry, forms: forms) { entry.flags.append(format) }
  }

  /// "Placeholders: %1$lld a 64-bit integer (%ld/%lld), %2$@ an object (%@)." — nil without any.
  static func placeholderNote(_ texts: [String]) -> String? {
    var seen = Set<String>()
    var parts: [String] = []
    for text in texts {
      for specifier in FormatSpecifier.parse(text) where seen.insert(specifier.text).inserted {
        parts.append("\(specifier.text) \(specifier.kind.phrase)")
      }
    }
    return parts.isEmpty ? nil : "Placeholders: " + parts.joined(separator: ", ") + "."
  }

  /// `objc-format` for texts with `%@`, `c-format` for other placeholders, nil when a text has no
  /// placeholder or one gettext's format checks do not know (`%#@name@`, `%(name)d`, a stray `%`).
  static func formatFlag(_ texts: [String]) -> String? {
    var objectFound = false
    var found = false
    for text in texts {
      for percent in FormatSpecifier.percents(in: text) {
        switch percent {
        case .escaped: continue
        case .stray: return nil
        case .placeholder(let specifier):
          if specifier.kind == .substitution || specifier.name != nil || specifier.conversion == "C"
            || specifier.conversion == "S"
          {
            return nil
          }
          found = true
          if specifier.kind == .object { objectFound = true }
        }
      }
    }
    return found ? (objectFound ? "objc-format" : "c-format") : nil
  }
}
