import Foundation
import L10nCatalog
import L10nICU

/// A PO file's entries as the units an import merges (`ImportMerger`), one `ExchangeFile` per
/// catalog: the reverse of `POWriter`.
///
/// The language comes from the header's `Language` (`pt_BR` is `pt-BR`, `sr@latin` `sr-Latn`); a
/// file with plural entries must have the language's `Plural-Forms` (the same number of forms,
/// and the same form for every number from 0 to 10,000 as `GettextPluralForms`, however the
/// formula is written), and each plural entry that many `msgstr`s. `#, fuzzy` is needs_review; a
/// `msgstr` equal to its `msgid` is the translator's decision unless fuzzy (or `l10n-state:new`, a
/// text export wrote pre-filled), where it is a stand-in (`ExchangeUnit.targetIsDecided`). An
/// empty `msgstr` is no translation; `#~` obsolete entries are left out. `msgctxt` is the unit id
/// (an entry without one is the text whose key is its `msgid`); the same id twice is refused.
public enum POImport {
  public static func read(bytes: [UInt8], file: String) throws(ExchangeError) -> [ExchangeFile] {
    try files(of: POText.read(bytes: bytes, file: file), file: file)
  }

  public static func files(of document: PODocument, file: String) throws(ExchangeError) -> [ExchangeFile] {
    guard let name = document.field("Language"), !name.isEmpty else {
      throw ExchangeError(
        file: file,
        document.header.isEmpty
          ? "the file has no header entry (msgid \"\"), so no Language field; l10n takes a PO file's language from it"
          : "the header has no Language (a POT template has none: import the PO files made from it, such as fr.po)")
    }
    let language = POLanguage.tag(name)
    let entries = document.entries.filter { !$0.isObsolete }
    var forms: GettextPluralForms?
    if entries.contains(where: { $0.idPlural != nil }) {
      forms = try pluralForms(document, language: language, file: file)
    }
    let single = document.field(POWriter.catalogField)
    var files: [String: ExchangeFile] = [:]
    var order: [String] = []
    var seen: [String: Int] = [:]
    for entry in entries {
      var original = single ?? ""
      var id = entry.context ?? entry.id
      if single == nil, let context = entry.context,
        let range = context.range(of: ".xcstrings" + POWriter.catalogSeparator)
      {
        original = String(context[..<range.lowerBound]) + ".xcstrings"
        id = String(context[range.upperBound...])
      }
      if let first = seen.updateValue(entry.line, forKey: original + "\u{0}" + id) {
        throw ExchangeError(
          file: file, line: entry.line,
          "msgctxt \"\(entry.context ?? "")\" for the second time (first at line \(first)); each text has one entry")
      }
      guard let (key, path) = ExchangeUnit.parse(id: id) else {
        throw ExchangeError(
          file: file, line: entry.line,
          "msgctxt \"\(id)\" has a variation path l10n does not know (expected \(TextPath.expectedForms) after |==|)")
      }
      let units = try units(of: entry, key: key, path: path, forms: forms, file: file)
      if files[original] == nil {
        order.append(original)
        files[original] = ExchangeFile(
          original: original, sourceLanguage: document.field("X-Source-Language") ?? "", targetLanguage: language,
          units: [], line: entry.line)
      }
      files[original]!.units += units
    }
    if order.isEmpty {
      return [
        ExchangeFile(
          original: single ?? "", sourceLanguage: document.field("X-Source-Language") ?? "", targetLanguage: language,
          units: [])
      ]
    }
    return order.map { files[$0]! }
  }

  /// The entry's units: one, or one per form of a plural entry.
  static func units(of entry: POEntry, key: String, path: TextPath, forms: GettextPluralForms?, file: String)
    throws(ExchangeError) -> [ExchangeUnit]
  {
    let states = states(of: entry)
    guard let plural = entry.idPlural, let forms else {
      var unit = ExchangeUnit(key: key, path: path, source: entry.id)
      unit.target = entry.strings.first.flatMap { $0.isEmpty ? nil : $0 }
      unit.state = unit.target == nil ? nil : states[0]
      unit.targetIsDecided = unit.target != nil && !entry.isFuzzy && ExchangeState.marksDecision(unit.state)
      unit.line = entry.line
      return [unit]
    }
    guard entry.strings.count == forms.count else {
      throw ExchangeError(
        file: file, line: entry.line,
        "this plural entry has \(entry.strings.count) msgstr, the header's Plural-Forms \(forms.count)")
    }
    return forms.categories.enumerated().map { index, category in
      var unit = ExchangeUnit(
        key: key, path: path.appending(.plural(category)), source: category == "one" ? entry.id : plural)
      let text = entry.strings[index]
      unit.target = text.isEmpty ? nil : text
      unit.state = unit.target == nil ? nil : states[min(index, states.count - 1)]
      unit.targetIsDecided = unit.target != nil && !entry.isFuzzy && ExchangeState.marksDecision(unit.state)
      unit.line = entry.line
      return unit
    }
  }

  /// The XLIFF state of each `msgstr`: translated, or needs-review-translation under `#, fuzzy`;
  /// `#, l10n-state:…` (what export wrote for other states) where it fits.
  static func states(of entry: POEntry) -> [String] {
    let review = ExchangeState.xliff(.needsReview)
    let written = entry.flags.last { $0.hasPrefix(POWriter.stateFlag) }.map {
      $0.dropFirst(POWriter.stateFlag.count).split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    }
    guard var states = written, states.count == 1 || states.count == entry.strings.count else {
      return [entry.isFuzzy ? review : "translated"]
    }
    let asksForReview = states.contains(where: ExchangeState.asksForReview)
    for index in states.indices {
      if states[index] == "-" || states[index].isEmpty { states[index] = "translated" }
      if entry.isFuzzy && !asksForReview { states[index] = review }
      // `#, fuzzy` taken away: the translator confirmed the text.
      if !entry.isFuzzy && ExchangeState.asksForReview(states[index]) { states[index] = "translated" }
    }
    return states
  }

  /// The language's plural forms, when the header's `Plural-Forms` says the same.
  static func pluralForms(_ document: PODocument, language: String, file: String) throws(ExchangeError)
    -> GettextPluralForms
  {
    guard let forms = GettextPluralForms.forLanguage(language) else {
      throw ExchangeError(file: file, "l10n knows no gettext Plural-Forms for \"\(language)\"")
    }
    guard let header = document.field("Plural-Forms") else {
      throw ExchangeError(
        file: file, "the file has plural entries but its header has no Plural-Forms (\(language): \(forms.header))")
    }
    let parts = header.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
    let count = parts.first { $0.hasPrefix("nplurals=") }.flatMap { Int($0.dropFirst("nplurals=".count)) }
    let text = parts.first { $0.hasPrefix("plural=") }.map { String($0.dropFirst("plural=".count)) }
    guard let count, let text else {
      throw ExchangeError(file: file, "the header's Plural-Forms \"\(header)\" is not nplurals=N; plural=EXPRESSION;")
    }
    guard count == forms.count else {
      throw ExchangeError(
        file: file,
        "the header's Plural-Forms says nplurals=\(count); \(language) has \(forms.count) (\(forms.categories.joined(separator: ", "))): \(forms.header)"
      )
    }
    let formula: PluralFormula
    do throws(PluralFormula.Failure) {
      formula = try PluralFormula(text)
    } catch {
      throw ExchangeError(file: file, "the header's Plural-Forms: \(error)")
    }
    for n in UInt64(0)...10_000 where formula.evaluate(n) != forms.formula.evaluate(n) {
      throw ExchangeError(
        file: file,
        "the header's plural formula gives form \(formula.evaluate(n).map(String.init) ?? "none") for \(n), l10n's \(language) formula form \(forms.formula.evaluate(n) ?? 0) (\(forms.header)); the msgstr would go to the wrong plural cases"
      )
    }
    return forms
  }
}

/// Language names as gettext writes them (`pt_BR`, `sr@latin`) and as catalogs do (`pt-BR`).
public enum POLanguage {
  /// `pt-BR` → `pt_BR`, `zh-Hant-HK` → `zh_Hant_HK`.
  public static func gettextName(_ tag: String) -> String {
    tag.replacingOccurrences(of: "-", with: "_")
  }

  /// `pt_BR` → `pt-BR`, `sr@latin` → `sr-Latn`, `sr_RS@latin` → `sr-Latn-RS`; anything else as it
  /// is, for the language check to judge.
  public static func tag(_ name: String) -> String {
    var base = name.trimmingCharacters(in: .whitespaces)
    var script: String?
    if let at = base.firstIndex(of: "@") {
      switch base[base.index(after: at)...].lowercased() {
      case "latin": script = "Latn"
      case "cyrillic": script = "Cyrl"
      default: return base
      }
      base = String(base[..<at])
    }
    var parts = base.split(separator: "_", omittingEmptySubsequences: false).map(String.init)
    if let script, !parts.isEmpty { parts.insert(script, at: 1) }
    return parts.joined(separator: "-")
  }
}
