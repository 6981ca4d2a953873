import Foundation
import L10nCatalog
import L10nExchange
import L10nProject

/// One text `l10n translate` asks the program for: a line of JSON on its standard input
/// (Documentation/Translate.md, Documentation/translate-protocol.schema.json).
public struct TranslationAsk: Sendable, Encodable {
  /// Opaque: the answer names it back.
  public var id: String
  public var key: String
  public var source: String
  public var sourceLanguage: String
  public var targetLanguage: String
  public var comment: String?
  /// The plural category of a plural case (`one`, `few`, …) in the target language.
  public var category: String?
  /// The format specifiers of the source, in order, which the translation must keep.
  public var placeholders: [String]
  /// Glossary terms in the source, with the translations to use and those not to.
  public var glossary: [Glossary.Hit]
  /// The translation memory's best match for the source, if any scores 75 or more.
  public var memory: MemorySuggestion?

  public struct MemorySuggestion: Sendable, Encodable {
    public var source: String
    public var target: String
    public var score: Int
  }
}

/// Reading a program's answers to one batch.
enum TranslationAnswers {
  /// The targets of `output` by id: one JSON object per non-empty line, with a string `id` that
  /// the batch asked and a string `target` (other members ignored), each id once, every id of
  /// `asked` answered. Throws with the line that is wrong.
  static func read(_ output: Data, asked: Set<String>) throws(TranslationProgram.Failure) -> [String: String] {
    var answers: [String: String] = [:]
    var number = 0
    for line in output.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
      number += 1
      let trimmed = line.drop { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }
      guard !trimmed.isEmpty, !(trimmed.count == 1 && trimmed.first == 0x0D) else { continue }
      func fail(_ message: String) -> TranslationProgram.Failure {
        TranslationProgram.Failure(message: "answer line \(number): \(message)")
      }
      guard let object = try? JSONSerialization.jsonObject(with: Data(trimmed)) as? [String: Any] else {
        throw fail("not a JSON object (expected {\"id\": …, \"target\": …})")
      }
      guard let id = object["id"] as? String else { throw fail("no \"id\" text") }
      guard asked.contains(id) else { throw fail("the id \"\(id)\" was not asked in this batch") }
      guard answers[id] == nil else { throw fail("the id \"\(id)\" is answered twice") }
      guard let target = object["target"] as? String else { throw fail("no \"target\" text for \"\(id)\"") }
      answers[id] = target
    }
    if answers.count < asked.count {
      let missing = asked.subtracting(answers.keys).sorted { $0.count == $1.count ? $0 < $1 : $0.count < $1.count }
      throw TranslationProgram.Failure(
        message:
          "answered \(answers.count) of \(asked.count) texts; no answer for \(missing.prefix(5).map { "\"\($0)\"" }.joined(separator: ", "))\(missing.count > 5 ? ", …" : "")"
      )
    }
    return answers
  }
}
