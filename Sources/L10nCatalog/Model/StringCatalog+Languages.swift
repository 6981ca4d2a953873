import Foundation
import OrderedCollections

/// A catalog's languages: the one list status, check, export, import and the memory go by.
extension StringCatalog {
  /// Every language that has a localization for at least one key, the source language first
  /// (whether a key has it or not), the rest in Xcode's order (`XcodeKeyOrder`).
  public var languages: [String] {
    [sourceLanguage] + XcodeKeyOrder.sorted(localizedLanguages.filter { $0 != sourceLanguage })
  }

  /// `languages`, then each of `extra` the catalog has nothing for, in their order: status and
  /// check report the languages l10n.yml names where a catalog has nothing for them.
  public func languages(adding extra: [String]) -> [String] {
    Self.languages(languages, adding: extra)
  }

  /// A catalog's `languages`, listed before, then each of `extra` they lack, in their order.
  public static func languages(_ languages: [String], adding extra: [String]) -> [String] {
    var all = languages
    for language in extra where !all.contains(language) { all.append(language) }
    return all
  }

  /// Every language a key of `catalogs` has a localization for, each once, in the order first
  /// met (the source language only where a key has it): `export --all-languages` exports these.
  public static func localizedLanguages(of catalogs: some Sequence<StringCatalog>) -> [String] {
    var seen = Set<String>()
    return catalogs.flatMap(\.localizedLanguages).filter { seen.insert($0).inserted }
  }

  /// The languages keys have a localization for, each once, in the order first met. A large
  /// catalog's keys are looked at in parts on every processor, each part's languages in the
  /// order it met them, joined in the parts' order.
  var localizedLanguages: [String] {
    let count = strings.count
    let parts = max(1, min(StringsChunks.processors, count / 4096))
    guard count >= 4096, LanguagesMemo.isOn else { return Self.languagesFirstMet(of: strings, parts: parts) }
    if let known = LanguagesMemo.shared.languages(of: strings) { return known }
    let languages = Self.languagesFirstMet(of: strings, parts: parts)
    LanguagesMemo.shared.keep(languages, of: strings)
    return languages
  }

  private static func languagesFirstMet(of strings: OrderedDictionary<String, CatalogEntry>, parts: Int) -> [String] {
    let count = strings.count
    let found = strings.values.withUnsafeBufferPointer { entries in
      Parallel.map(parts) { part in
        Self.languagesFirstMet(
          in: UnsafeBufferPointer(rebasing: entries[(count * part / parts)..<(count * (part + 1) / parts)]))
      }
    }
    guard found.count > 1 else { return found.first ?? [] }
    var seen = Set<String>()
    return found.joined().filter { seen.insert($0).inserted }
  }

  private static func languagesFirstMet(in entries: UnsafeBufferPointer<CatalogEntry>) -> [String] {
    var seen = Set<String>()
    var all: [String] = []
    // Keys mostly have the same languages in the same order as the key before: comparing the
    // tags is cheaper than hashing them. Each entry is read where it is (a copy retains all it
    // holds).
    var previous: OrderedSet<String> = []
    for index in entries.indices {
      guard let languages = entries[index].localizations?.keys, languages != previous else { continue }
      for language in languages where seen.insert(language).inserted { all.append(language) }
      previous = languages
    }
    return all
  }
}

/// The languages of the large catalogs last asked (`localizedLanguages`), each with its `strings`,
/// held so that their storage stays theirs: the same value asked again (a long-lived session
/// judges the languages it is given against a catalog, and import's gate judges its files' against
/// it again, 10 ms each for 10,000 keys) is known by its entries' storage, which a change to any
/// entry replaces.
///
/// Only a process that keeps catalogs between requests turns it on (`l10n mcp`'s `CatalogCache`):
/// elsewhere it would keep two catalogs' model alive after their last use (L10nRuntime frees the
/// model once its tables are made).
public final class LanguagesMemo: @unchecked Sendable {
  static let shared = LanguagesMemo()
  private nonisolated(unsafe) static var turnedOn = false
  private static let switchLock = NSLock()

  /// Whether languages are kept; off until `turnOn()`.
  static var isOn: Bool {
    switchLock.lock()
    defer { switchLock.unlock() }
    return turnedOn
  }

  /// Keeps the languages of the large catalogs last asked from now on, for the process's life.
  public static func turnOn() {
    switchLock.lock()
    defer { switchLock.unlock() }
    turnedOn = true
  }

  private let lock = NSLock()
  private var kept: [(strings: OrderedDictionary<String, CatalogEntry>, languages: [String])] = []

  func languages(of strings: OrderedDictionary<String, CatalogEntry>) -> [String]? {
    let storage = Self.storage(of: strings)
    lock.lock()
    defer { lock.unlock() }
    return kept.first { Self.storage(of: $0.strings) == storage }?.languages
  }

  func keep(_ languages: [String], of strings: OrderedDictionary<String, CatalogEntry>) {
    lock.lock()
    defer { lock.unlock() }
    kept.insert((strings, languages), at: 0)
    if kept.count > 2 { kept.removeLast() }
  }

  private static func storage(of strings: OrderedDictionary<String, CatalogEntry>) -> UnsafeRawPointer? {
    strings.values.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
  }
}
