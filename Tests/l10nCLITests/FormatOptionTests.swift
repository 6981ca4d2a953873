import Foundation
import L10nTestSupport
import Testing

/// One `OutputFormat` behind every `--format` of a result: each command still takes only its own
/// values, says which in its help, and refuses another as a usage error naming them.
@Suite struct FormatOptionTests {
  static let commands: [(arguments: [String], values: [String])] = [
    (["check"], ["text", "json", "sarif", "github", "junit", "markdown"]),
    (["diff"], ["text", "json", "markdown"]),
    (["status"], ["text", "json"]),
    (["extract"], ["text", "json"]),
    (["import"], ["text", "json"]),
    (["fill"], ["text", "json"]),
    (["translate"], ["text", "json"]),
    (["memory", "stats"], ["text", "json"]),
  ]

  @Test(arguments: commands)
  func aCommandTakesItsFormatsOnly(arguments: [String], values: [String]) throws {
    let folder = FileManager.default.temporaryDirectory
    let help = try CommandRunner.run(arguments + ["--help"], in: folder)
    // Help wraps at 80 columns: compared with its line breaks as spaces.
    let words = help.standardOutput.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(words.contains("(values: \(values.joined(separator: ", ")); default: text)"))
    let other = ["sarif", "markdown", "xliff"].first { !values.contains($0) } ?? "xliff"
    let refused = try CommandRunner.run(arguments + ["--format", other], in: folder)
    #expect(refused.status == 64)
    #expect(refused.standardError.contains("The value '\(other)' is invalid for '--format <format>'"))
    for value in values {
      #expect(
        refused.standardError.contains("'\(value)'") || refused.standardError.contains("- \(value)\n"),
        "\(refused.standardError)")
    }
  }
}
