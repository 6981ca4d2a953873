import Foundation
import L10nCatalog
import L10nExchange

/// The project's glossary as `glossary-term` and `same-as-source` ask it from the check's
/// threads: one word cache, under a lock.
final class CheckGlossary: @unchecked Sendable {
  let glossary: Glossary
  /// Whether it marks a term do-not-translate (`same-as-source` asks only then).
  let marksDoNotTranslate: Bool
  private let lock = NSLock()
  private let words = GlossaryWords()

  /// The glossary of the checked catalogs' source language; nil without one.
  init?(_ inputs: [CatalogInput], _ resources: any CheckResources) throws {
    guard let sourceLanguage = inputs.first?.catalog.sourceLanguage else { return nil }
    glossary = try resources.glossary(sourceLanguage: sourceLanguage)
    guard !glossary.isEmpty else { return nil }
    marksDoNotTranslate = glossary.entries.contains(where: \.doNotTranslate)
  }

  /// The glossary's objections to `target` as the translation of `source`, one sentence each.
  func problems(source: String, target: String, sourceLanguage: String, language: String) -> [String] {
    lock.lock()
    defer { lock.unlock() }
    return glossary.problems(
      source: source, target: target, sourceLanguage: sourceLanguage, language: language, words: words
    ).map(\.message)
  }

  /// Whether `source` is made only of terms marked do-not-translate.
  func keepsSource(_ source: String, sourceLanguage: String) -> Bool {
    lock.lock()
    defer { lock.unlock() }
    return glossary.keepsSource(source, sourceLanguage: sourceLanguage, words: words)
  }
}
