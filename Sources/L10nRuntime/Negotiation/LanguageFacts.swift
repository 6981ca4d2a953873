import Foundation
import L10nICU

/// What negotiation compares of one language tag, worked out with ICU once per tag and kept.
struct LanguageFacts: Sendable {
  typealias Subtags = LocaleMatching.Subtags

  /// The tag as written, lower case, `-` for `_`.
  let comparable: String
  /// The tag as ICU spells it (`iw` → `he`, extensions dropped), in the same form; nil when ICU
  /// reads no language in it.
  let spelled: String?
  /// The tag with ICU's likely subtags (`zh-TW` → `zh-Hant-TW`).
  let maximized: Subtags?
  /// The tags that answer for it, best first, in the comparable form (see
  /// `LanguageNegotiation.fallbackChain`).
  let fallbacks: [String]

  init(_ tag: String) {
    comparable = Self.comparable(tag)
    let spelled = LocaleMatching.tag(tag)
    self.spelled = spelled.map(Self.comparable)
    maximized = spelled.flatMap(LocaleMatching.maximized).flatMap(Subtags.init)
    fallbacks = spelled.map { Self.fallbacks(of: $0).map { Self.comparable($0) } } ?? []
  }

  /// The facts of `tag`, from the memo when it has them.
  static func of(_ tag: String) -> LanguageFacts { memo.value(tag) }

  /// Whether `other` names this language: the same without regard to case and `_`, or as ICU
  /// spells it.
  func isNamed(by other: String) -> Bool { other == comparable || other == spelled }

  /// `tag` in lower case with `-` for `_` (ASCII only: tags are).
  static func comparable(_ tag: String) -> String {
    String(decoding: tag.utf8.map { $0 == UInt8(ascii: "_") ? UInt8(ascii: "-") : lowercased($0) }, as: UTF8.self)
  }

  private static func lowercased(_ byte: UInt8) -> UInt8 {
    (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte | 0x20 : byte
  }

  // MARK: The fallback chain

  /// The tags that answer for `spelled` (a tag as ICU spells it), best first: its CLDR chain, each
  /// step with its script and without it when the rest implies that script.
  static func fallbacks(of spelled: String) -> [String] {
    guard var step = scripted(spelled) else { return [] }
    var tags: [String] = []
    func add(_ tag: String) { if !tags.contains(tag) { tags.append(tag) } }
    for _ in 0..<12 {
      for form in forms(of: step) {
        add(form.tag)
        if form.language == "no" { add(Subtags(language: "nb", script: form.script, region: form.region).tag) }
        if form.language == "en" && form.region == "001" && form.script == nil { add("en-GB") }
      }
      guard let next = parent(of: step) else { break }
      step = next
    }
    return tags
  }

  /// A tag's subtags with its script written: the likely one when the tag has none.
  private static func scripted(_ tag: String) -> Subtags? {
    guard var subtags = Subtags(tag) else { return nil }
    if subtags.script == nil, let maximized = LocaleMatching.maximized(tag).flatMap(Subtags.init) {
      subtags.script = maximized.script
    }
    return subtags
  }

  /// A step written with its script, and without it when the rest implies that script.
  private static func forms(of step: Subtags) -> [Subtags] {
    guard step.script != nil else { return [step] }
    var bare = step
    bare.script = nil
    let implied = LocaleMatching.maximized(bare.tag).flatMap(Subtags.init)?.script
    return implied == step.script ? [step, bare] : [step]
  }

  /// The next step of a chain: CLDR's parent of the step (looked up with and without its script),
  /// else the step with its last subtag cut; nil at the root, at the language and script, or where
  /// CLDR's parent is a regional locale of another language (`ht` → `fr-HT`, `hi-Latn` →
  /// `en-IN`: data inheritance); a macrolanguage is followed (`nb`, `nn` → `no`).
  private static func parent(of step: Subtags) -> Subtags? {
    for form in forms(of: step).reversed() {
      guard let parent = LocaleMatching.parentLocales[form.tag] else { continue }
      guard parent != "und", var subtags = Subtags(parent) else { return nil }
      if subtags.language != step.language && subtags != Subtags(language: subtags.language) { return nil }
      if subtags.script == nil { subtags.script = step.script }
      return subtags
    }
    var cut = step
    if !cut.variants.isEmpty {
      cut.variants.removeLast()
    } else if cut.region != nil {
      cut.region = nil
    } else {
      return nil
    }
    return cut
  }

  // MARK: The memo

  /// Facts kept per tag as written: at most 4,096 tags, then forgotten all at once, so that
  /// clients sending made-up tags cannot grow it.
  private static let memo = Memo()

  private final class Memo: @unchecked Sendable {
    private let lock = NSLock()
    private var facts: [String: LanguageFacts] = [:]

    func value(_ tag: String) -> LanguageFacts {
      lock.lock()
      let known = facts[tag]
      lock.unlock()
      if let known { return known }
      let worked = LanguageFacts(tag)
      lock.lock()
      if facts.count >= 4096 { facts.removeAll(keepingCapacity: true) }
      facts[tag] = worked
      lock.unlock()
      return worked
    }
  }
}
