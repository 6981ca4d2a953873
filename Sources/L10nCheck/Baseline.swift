import Foundation
import L10nCatalog
import L10nExchange
import L10nText

/// Known findings a project adopted l10n with: `--write-baseline FILE` records them, and
/// `--baseline FILE` reports only findings that are not in it, so a big project can gate new
/// problems today and pay off the old ones over time.
///
/// Findings are matched by rule, file, key, language and message (not by line, which moves as
/// the file changes), as many times as recorded. A baseline may name rules this build does not
/// know (written by an older or newer l10n): it loads, and their records match no finding.
public struct Baseline: Sendable, Equatable {
  public static let formatVersion = 1

  struct Record: Codable, Hashable {
    /// The rule's id, kept as written: it may be one this build does not know.
    var rule: String
    var file: String
    var key: String?
    var language: String?
    var message: String
  }

  struct Document: Codable {
    var version: Int
    var findings: [Record]
  }

  private var counts: [String: Int] = [:]

  public init(findings: [Finding]) {
    for finding in findings { counts[finding.fingerprint, default: 0] += 1 }
  }

  /// Reads the baseline file at `url` from `files` (the session's).
  public init(contentsOf url: URL, displayPath: String, from files: any ReadableFiles) throws(CheckError) {
    let bytes: [UInt8]
    do {
      bytes = try files.read(url)
    } catch {
      throw CheckError(
        "\(displayPath): cannot read the baseline (\(error.localizedDescription)); write one with --write-baseline")
    }
    try self.init(bytes: bytes, displayPath: displayPath)
  }

  /// A baseline file's bytes.
  public init(bytes: [UInt8], displayPath: String) throws(CheckError) {
    let data = Data(bytes)
    let document: Document
    do {
      document = try JSONDecoder().decode(Document.self, from: data)
    } catch {
      throw CheckError("\(displayPath): not an l10n baseline file (expected JSON with version and findings)")
    }
    guard document.version == Self.formatVersion else {
      throw CheckError(
        "\(displayPath): baseline version \(document.version) is not supported (expected \(Self.formatVersion))")
    }
    for record in document.findings {
      let fingerprint = Finding.fingerprint(
        rule: record.rule, file: record.file, key: record.key, language: record.language, message: record.message)
      counts[fingerprint, default: 0] += 1
    }
  }

  /// The baseline file for `findings`: stable order, one finding per entry.
  public static func encode(_ findings: [Finding]) throws -> Data {
    let records = findings.map {
      Record(rule: $0.rule.rawValue, file: $0.file, key: $0.key, language: $0.language, message: $0.message)
    }
    .sorted {
      ($0.file, $0.key ?? "", $0.language ?? "", $0.rule, $0.message) < (
        $1.file, $1.key ?? "", $1.language ?? "", $1.rule, $1.message
      )
    }
    return Data(try JSONValueEncoder.document(Document(version: formatVersion, findings: records)).utf8)
  }

  /// The findings not in the baseline, and how many were.
  public func filter(_ findings: [Finding]) -> (kept: [Finding], suppressed: Int) {
    var remaining = counts
    var kept: [Finding] = []
    var suppressed = 0
    for finding in findings {
      if let count = remaining[finding.fingerprint], count > 0 {
        remaining[finding.fingerprint] = count - 1
        suppressed += 1
      } else {
        kept.append(finding)
      }
    }
    return (kept, suppressed)
  }
}

/// A failure of the check itself (an unreadable baseline), as opposed to a finding.
public struct CheckError: Error, Sendable, CustomStringConvertible, LocalizedError {
  public var message: String

  public init(_ message: String) {
    self.message = message
  }

  public var description: String { message }
  public var errorDescription: String? { message }
}
