import L10nCatalog
import L10nText

/// One problem `l10n check` found: a value that reporters print, not an error that stops the run.
public struct Finding: Sendable, Hashable, Codable, LineAndColumnPlaced {
  /// The rule, whose stable id (`missing-translation`) the reports write.
  public var rule: RuleID
  public var severity: Severity
  /// The file as shown to the user (a catalog, or a Swift file for code findings), and the 1-based
  /// line and column in it: the key's (or its localization's) line in the catalog.
  public var place: SourcePlace
  /// The catalog key, when the finding is about one.
  public var key: String?
  /// The language, when the finding is about one localization.
  public var language: String?
  public var message: String
  /// What to change the key to, when the rule can say (`key-naming`: its snake_case form, which
  /// `check --fix-names` turns into a rename map).
  public var suggestion: String?

  public init(
    rule: RuleID, severity: Severity, file: String, line: Int, column: Int, key: String? = nil,
    language: String? = nil, message: String, suggestion: String? = nil
  ) {
    self.suggestion = suggestion
    self.rule = rule
    self.severity = severity
    place = SourcePlace(file: file, line: line, column: column)
    self.key = key
    self.language = language
    self.message = message
  }

  /// The report order: by file, line, column, rule, then language. Inlined where findings are
  /// sorted, which compares them where they are rather than copy each (a copy retains each text).
  @inline(__always)
  public static func precedes(_ lhs: Finding, _ rhs: Finding) -> Bool {
    if lhs.file != rhs.file { return lhs.file < rhs.file }
    if lhs.line != rhs.line { return lhs.line < rhs.line }
    if lhs.column != rhs.column { return lhs.column < rhs.column }
    if lhs.rule != rhs.rule { return lhs.rule < rhs.rule }
    return (lhs.language ?? "") < (rhs.language ?? "")
  }

  /// Sorts `findings` in the report order (`precedes`), keeping the order of equal ones: their
  /// indices are sorted, comparing the findings where they are, and each finding is copied once,
  /// rather than at every step of a merge sort (a copy retains each of its texts).
  static func sortInReportOrder(_ findings: inout [Finding]) {
    // Findings mostly come in order already (a walk's slices follow the file): then nothing is
    // copied.
    let inOrder = findings.withUnsafeBufferPointer { buffer in
      buffer.indices.dropFirst().allSatisfy { !precedes(buffer[$0], buffer[$0 - 1]) }
    }
    if inOrder { return }
    let order = findings.withUnsafeBufferPointer { buffer in
      buffer.indices.sorted { first, second in
        if precedes(buffer[first], buffer[second]) { return true }
        if precedes(buffer[second], buffer[first]) { return false }
        return first < second
      }
    }
    findings = order.map { findings[$0] }
  }

  /// Sorts the findings from `start` on (one key's few) in the report order, keeping the order of
  /// equal ones, by moving them where they are (no copies): the walk sorts each key's findings as
  /// it goes, so that a slice's come in order and `sortInReportOrder(_:)` then has nothing to do.
  static func sortInReportOrder(_ findings: inout [Finding], from start: Int) {
    guard findings.count - start > 1 else { return }
    findings.withUnsafeMutableBufferPointer { buffer in
      for index in (start + 1)..<buffer.count {
        var position = index
        while position > start, precedes(buffer[position], buffer[position - 1]) {
          buffer.swapAt(position, position - 1)
          position -= 1
        }
      }
    }
  }

  /// What identifies a finding across runs, for baselines: everything but the line and column,
  /// which move as the file is edited, and the severity, which the configuration changes.
  public var fingerprint: String {
    Self.fingerprint(rule: rule.rawValue, file: file, key: key, language: language, message: message)
  }

  /// The fingerprint of a finding of the rule with the id `rule`, which may be one this build does
  /// not know (a baseline written by another version of l10n): no finding then has it.
  static func fingerprint(rule: String, file: String, key: String?, language: String?, message: String) -> String {
    [rule, file, key ?? "", language ?? "", message].joined(separator: "\u{1F}")
  }
}
