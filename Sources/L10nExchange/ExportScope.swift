import Foundation
import L10nCatalog
import L10nICU

/// What `l10n export` writes for each language: which languages, and which units of each catalog.
public struct ExportScope {
  /// The languages named (`--lang fr,de`, repeatable), as `LanguageTags.list` reads them.
  public var named: [String]
  /// `--all-languages`: the project's languages (l10n.yml's), else the catalogs'.
  public var allLanguages: Bool
  public var selection: ExportSelection
  /// A pseudo-language instead of translations (`PseudoLocalizer`).
  public var pseudo: Bool
  /// `--only` keeps every case of a plural variation one of whose cases it selects: a PO entry
  /// holds them all.
  public var wholePluralEntries = false
  /// A POT template: the development language's texts alone.
  public var template = false

  /// For gettext PO: whole plural entries; with `template`, the development language alone.
  public mutating func gettext(template: Bool) {
    wholePluralEntries = true
    self.template = template
  }

  public init(named: [String], allLanguages: Bool, selection: ExportSelection, pseudo: Bool) {
    self.named = LanguageTags.list(named)
    self.allLanguages = allLanguages
    self.selection = selection
    self.pseudo = pseudo
  }

  /// The languages a catalog must be read with, nil for all of them: only those named (the source
  /// language is always read), the pseudo-language's when none is.
  public var languagesToRead: Set<String>? {
    allLanguages ? nil : Set(named.isEmpty ? [PseudoLocalizer.defaultLanguage] : named)
  }

  /// The languages to export, never the source language; empty when there is nothing to export.
  ///
  /// - Parameter configured: l10n.yml's `languages`; when empty, `--all-languages` takes every
  ///   language the catalogs have a localization for, sorted.
  public func languages(configured: [String], catalogs: [StringCatalog], sourceLanguage: String) -> [String] {
    if template { return [sourceLanguage] }
    var wanted = named
    if allLanguages {
      let all = configured.isEmpty ? StringCatalog.localizedLanguages(of: catalogs).sorted() : configured
      wanted = all.filter { $0 != sourceLanguage }
    }
    if pseudo && wanted.isEmpty { wanted = [PseudoLocalizer.defaultLanguage] }
    return wanted
  }

  /// The units of `catalog` for `language`: a pseudo-translation of every translatable one with
  /// `pseudo`. `context` tells the collector where keys are used and their screens.
  public func file(
    for catalog: StringCatalog, original: String, language: String, context: (inout UnitCollector) -> Void
  ) -> ExchangeFile {
    var collector = UnitCollector(targetLanguage: language, selection: selection)
    context(&collector)
    var file = collector.file(for: catalog, original: original)
    if wholePluralEntries && selection != .all {
      let entry = { (unit: ExchangeUnit) -> String in
        var path = unit.path
        if unit.path.lastPluralCategory != nil { path.removeLast() }
        return path.unitID(key: unit.key)
      }
      let selected = Set(file.units.map(entry))
      collector.selection = .all
      file.units = collector.file(for: catalog, original: original).units.filter { selected.contains(entry($0)) }
    }
    if pseudo {
      for index in file.units.indices where file.units[index].translate {
        let unit = file.units[index]
        file.units[index].target = PseudoLocalizer.transform(
          unit.source, inSubstitution: unit.path.substitution != nil)
        file.units[index].targetValues = unit.sourceValues?.map { PseudoLocalizer.transform($0) }
        file.units[index].state = "translated"
      }
    }
    return file
  }
}
