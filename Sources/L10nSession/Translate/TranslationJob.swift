import Foundation
import L10nCatalog
import L10nExchange
import L10nProject
import L10nText

/// The texts one `l10n translate` run asks for, and the answers it got.
struct TranslationJob {
  let session: ProjectSession
  let files: [CatalogFile]
  let languages: [String]
  private(set) var glossary = Glossary()
  private(set) var asks: [TranslationAsk] = []
  /// For each ask, in order: the catalog's file, the unit as export makes it, its language.
  private var units: [(file: Int, unit: ExchangeUnit, language: String)] = []
  private var answers: [String: String] = [:]

  init(session: ProjectSession, files: [CatalogFile], languages: [String]) {
    self.session = session
    self.files = files
    self.languages = languages
  }

  /// The units each language lacks in each catalog (as `export --only untranslated` has them,
  /// and with `includingNeedsReview` those marked for review), each with its placeholders, the
  /// glossary's terms and the memory's best match. App Shortcut phrases (several texts in one
  /// unit) are left out.
  mutating func collect(includingNeedsReview: Bool) throws {
    let sourceLanguage = files.first?.catalog.sourceLanguage ?? session.project.configuration.sourceLanguage
    glossary = try session.glossary(sourceLanguage: sourceLanguage)
    let memory = try session.memory(loaded: files, languages: Set(languages))
    var searches = MemorySearches(memory)
    let words = GlossaryWords()
    for language in languages {
      for (index, file) in files.enumerated() {
        let catalog = file.catalog
        guard language != catalog.sourceLanguage else { continue }
        let original = session.original(of: file)
        var found = UnitCollector(targetLanguage: language, selection: .untranslated).file(
          for: catalog, original: original
        ).units
        if includingNeedsReview {
          found +=
            UnitCollector(targetLanguage: language, selection: .needsReview).file(
              for: catalog, original: original
            ).units
        }
        let search = searches.search(language: language, sourceLanguage: catalog.sourceLanguage)
        for unit in found where unit.translate && unit.sourceValues == nil && !unit.source.isEmpty {
          let best = search.bestMatch(for: unit.source, pluralCategory: unit.pluralCategory, minimumScore: 75)
          asks.append(
            TranslationAsk(
              id: String(asks.count + 1), key: unit.key, source: unit.source, sourceLanguage: catalog.sourceLanguage,
              targetLanguage: language, comment: unit.note, category: unit.pluralCategory,
              placeholders: FormatSpecifier.parse(unit.source).map(\.text),
              glossary: glossary.hits(
                in: unit.source, sourceLanguage: catalog.sourceLanguage, language: language, words: words),
              memory: best.map { .init(source: $0.source, target: $0.target, score: $0.score) }))
          units.append((index, unit, language))
        }
      }
    }
  }

  /// Sends the asks in batches of `batchSize` and keeps the answers; returns how many batches
  /// ran. Throws at the first batch that fails, naming it.
  mutating func translate(with program: TranslationProgram, batchSize: Int) throws -> Int {
    let size = max(1, batchSize)
    let count = (asks.count + size - 1) / size
    let counter = session.observer.progress("Translating", asks.count, "texts", 1)
    defer { counter.finish() }
    for batch in 0..<count {
      let range = (batch * size)..<min(asks.count, (batch + 1) * size)
      counter.update(range.lowerBound, "batch \(batch + 1) of \(count)")
      var input = ""
      for ask in asks[range] { input += try JSONValueEncoder.line(ask) + "\n" }
      do throws(TranslationProgram.Failure) {
        let output = try program.run(Data(input.utf8))
        answers.merge(try TranslationAnswers.read(output, asked: Set(asks[range].map(\.id)))) { first, _ in first }
      } catch {
        throw TranslateRequest.Failure(
          description:
            "translate: batch \(batch + 1) of \(count) (texts \(range.lowerBound + 1)–\(range.upperBound)): \(error.message); nothing was written"
        )
      }
    }
    return count
  }

  /// The answers as the files an import reads: one per catalog and language, each unit with its
  /// answer as a machine-made target (`mt-suggestion`: in as needs_review).
  func answeredFiles() -> [ExchangeFile] {
    var result: [ExchangeFile] = []
    var position: [String: Int] = [:]
    for (ask, entry) in zip(asks, units) {
      guard let target = answers[ask.id] else { continue }
      var unit = entry.unit
      unit.target = target
      unit.state = "needs-review-translation"
      unit.stateQualifier = "mt-suggestion"
      let file = files[entry.file]
      let name = "\(entry.file) \(entry.language)"
      if position[name] == nil {
        position[name] = result.count
        result.append(
          ExchangeFile(
            original: session.original(of: file), sourceLanguage: file.catalog.sourceLanguage,
            targetLanguage: entry.language, units: []))
      }
      result[position[name]!].units.append(unit)
    }
    return result
  }
}
