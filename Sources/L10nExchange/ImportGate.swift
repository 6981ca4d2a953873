import L10nCatalog
import L10nText

/// What the import gate is told by the project and the command line.
public struct ImportPolicy: Sendable, Hashable {
  /// The texts held back as stand-ins (l10n.yml `import.standIns`); nil judges none (fill, whose
  /// matches are the catalogs' own translations, and go in as needs_review).
  public var standIns: StandInText?
  /// `--accept-drift`: a unit whose source changed since export goes in as needs_review even over
  /// a translated value.
  public var acceptDrift: Bool
  /// A glossary whose objections hold a unit back (`l10n translate`'s machine translations; a
  /// person's translation is only reported, by check's `glossary-term`).
  public var glossary: Glossary?

  public init(standIns: StandInText? = StandInText(), acceptDrift: Bool = false, glossary: Glossary? = nil) {
    self.standIns = standIns
    self.acceptDrift = acceptDrift
    self.glossary = glossary
  }
}

/// Why the import gate held a unit back; nothing of it went in.
public enum HoldReason: String, Sendable, Hashable, CaseIterable {
  /// The target's placeholders do not fit its own file's source or the catalog's current source.
  case placeholders
  /// The file's source differs from the catalog's, which has a translated value: it is kept.
  case sourceChanged = "source-changed"
  /// `N/A`, `TODO`, whitespace, the source pasted unchanged where the file does not mark it as the
  /// translator's decision (`StandInText`, `ExchangeUnit.targetIsDecided`).
  case standIn = "stand-in"
  /// A glossary term translated otherwise than the glossary says (`ImportPolicy.glossary`).
  case glossary

  /// How the summary names the reason.
  public var phrase: String {
    switch self {
    case .placeholders: "placeholders do not fit"
    case .sourceChanged: "source changed since export"
    case .standIn: "stand-in text"
    case .glossary: "glossary term"
    }
  }
}

/// XLIFF 1.2's `state-qualifier`: how a target was made.
public enum StateQualifier {
  /// The qualifiers of machine or memory origin (`leveraged-mt`, `mt-suggestion`, `leveraged-tm`,
  /// `tm-suggestion`, `fuzzy-match`, …) and a reviewer's rejections (`rejected-*`): such a target
  /// goes in as needs_review, never as translated.
  public static func asksForReview(_ qualifier: String?) -> Bool {
    guard let qualifier else { return false }
    return machineOrMemory.contains(qualifier) || qualifier.hasPrefix("rejected-")
  }

  static let machineOrMemory: Set<String> = [
    "exact-match", "fuzzy-match", "id-match", "leveraged-glossary", "leveraged-inherited", "leveraged-mt",
    "leveraged-repository", "leveraged-tm", "mt-suggestion", "tm-suggestion",
  ]
}

extension ImportMerger {
  /// Why the gate holds `texts` (a unit's target, or its App Shortcut phrases) back, or nil when
  /// they may go in: placeholders that do not fit the catalog's current source (`expected`) or the
  /// unit's own source, then stand-in text (a target equal to its source is one only where the file
  /// does not mark it as the translator's decision). Drift is judged after (`holdsForDrift`).
  static func holdReason(
    texts: [String], unit: ExchangeUnit, expected: ArgumentSignature, currentSource: String?, language: String,
    sourceLanguage: String, standIns: StandInText?
  ) -> (HoldReason, String)? {
    let isPluralCase = unit.pluralCategory != nil
    if unit.path.substitution == nil {
      if let message = texts.lazy.compactMap({
        placeholderProblem(target: $0, expected: expected, isPluralCase: isPluralCase)
      }).first {
        return (.placeholders, message)
      }
      // The file's own source: a translation of another text than the catalog's must fit what it
      // translated too ("%lld files" translated as "%@ fichiers").
      let ownSources = unit.sourceValues ?? [unit.source]
      if !unit.source.isEmpty || unit.sourceValues != nil {
        let own = ArgumentSignature(merging: ownSources, substitutionKinds: [:])
        if let message = texts.lazy.compactMap({
          placeholderProblem(target: $0, expected: own, isPluralCase: isPluralCase)
        }).first {
          return (
            .placeholders,
            message.replacingPrefix("placeholders do not fit", with: "placeholders do not fit the file's source")
          )
        }
      }
    }
    guard let standIns else { return nil }
    // A target the file marks as the translator's decision is judged against the source the file
    // shows, the one the translator saw; a source changed since is drift (`holdsForDrift`).
    let ownSource = unit.sourceValues?.joined(separator: "\n") ?? unit.source
    let sources = unit.targetIsDecided ? [ownSource] : [ownSource, currentSource ?? unit.source]
    for text in texts where !text.isEmpty {
      for source in sources {
        if let reason = standIns.reason(
          target: texts.count > 1 ? texts.joined(separator: "\n") : text, source: source, language: language,
          sourceLanguage: sourceLanguage, decided: unit.targetIsDecided)
        {
          return (.standIn, reason)
        }
      }
    }
    return nil
  }

  /// Why `policy`'s glossary holds `texts` back: the first objection to the first text it has one
  /// for; nil without a glossary.
  static func glossaryHold(
    texts: [String], unit: ExchangeUnit, language: String, sourceLanguage: String, glossary: Glossary?,
    words: GlossaryWords
  ) -> (HoldReason, String)? {
    guard let glossary, !glossary.isEmpty else { return nil }
    for text in texts {
      if let problem = glossary.problems(
        source: unit.source, target: text, sourceLanguage: sourceLanguage, language: language, words: words
      ).first {
        return (.glossary, problem.message)
      }
    }
    return nil
  }

  /// Whether a unit whose source changed since export is held: the catalog has a translated text
  /// there, which a translation of another source must not replace (unless `--accept-drift`).
  static func holdsForDrift(existing: ExchangeUnit?, acceptDrift: Bool) -> Bool {
    guard !acceptDrift, let existing, let target = existing.target else { return false }
    return existing.state == ExchangeState.xliff(.translated) && (!target.isEmpty || existing.targetValues != nil)
  }
}

extension ImportMerger {
  /// `target` with the no-break spaces (U+00A0, U+202F) that `existing`, the catalog's translation,
  /// has beside a placeholder (or `%%`) put back where the file has a plain space in their place
  /// (French `%lld %%` for `%lld\u{00A0}%%`); nil when there is nothing to put back. Each placeholder
  /// is matched by its text and its occurrence.
  static func keepingNoBreakSpaces(in target: String, from existing: String?) -> String? {
    guard let existing, existing.unicodeScalars.contains(where: { $0 == "\u{00A0}" || $0 == "\u{202F}" }),
      target.containsASCII(UInt8(ascii: " "))
    else { return nil }
    func spans(_ text: String) -> [(text: String, range: Range<Int>)] {
      var result: [(text: String, range: Range<Int>)] = []
      FormatSpecifier.forEachPercent(in: text) { percent, range in
        switch percent {
        case .placeholder(let specifier): result.append((specifier.text, range))
        case .escaped: result.append(("%%", range))
        case .stray: break
        }
      }
      return result
    }
    let noBreak: [[UInt8]] = [Array("\u{00A0}".utf8), Array("\u{202F}".utf8)]
    let old = Array(existing.utf8)
    var new = Array(target.utf8)
    // (offset of a plain space in `new`, the no-break space for it), right to left when applied.
    var replacements: [(Int, [UInt8])] = []
    var seen: [String: Int] = [:]
    let oldSpans = spans(existing)
    for span in spans(target) {
      let occurrence = seen[span.text, default: 0]
      seen[span.text] = occurrence + 1
      guard let match = oldSpans.filter({ $0.text == span.text }).dropFirst(occurrence).first else { continue }
      for space in noBreak {
        if match.range.lowerBound >= space.count,
          Array(old[(match.range.lowerBound - space.count)..<match.range.lowerBound]) == space,
          span.range.lowerBound > 0, new[span.range.lowerBound - 1] == 0x20
        {
          replacements.append((span.range.lowerBound - 1, space))
        }
        if match.range.upperBound + space.count <= old.count,
          Array(old[match.range.upperBound..<(match.range.upperBound + space.count)]) == space,
          span.range.upperBound < new.count, new[span.range.upperBound] == 0x20
        {
          replacements.append((span.range.upperBound, space))
        }
      }
    }
    guard !replacements.isEmpty else { return nil }
    var done = Set<Int>()
    for (offset, space) in replacements.sorted(by: { $0.0 > $1.0 }) where done.insert(offset).inserted {
      new.replaceSubrange(offset..<(offset + 1), with: space)
    }
    return String(decoding: new, as: UTF8.self)
  }
}

extension String {
  fileprivate func replacingPrefix(_ prefix: String, with replacement: String) -> String {
    hasPrefix(prefix) ? replacement + dropFirst(prefix.count) : self
  }
}
