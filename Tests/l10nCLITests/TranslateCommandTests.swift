import Foundation
import L10nTestSupport
import Testing

/// `l10n translate` at the command line: the dry run's lines on standard output, held answers
/// exit 1, a failing program exit 2 with every file unchanged. (What lands and what the gate
/// holds: `TranslateRequestTests`.)
@Suite(.requires(.python3)) struct TranslateCommandTests {
  @Test func exitStatusesAndStreams() throws {
    let folder = try ExchangeCommandTests.project()
    defer { folder.remove() }
    _ = try folder.write(
      "echo.py",
      "import json, sys\nfor line in sys.stdin:\n    ask = json.loads(line)\n    print(json.dumps({'id': ask['id'], 'target': ask['source']}))\n"
    )
    let before = try Fixtures.bytesAt(folder.file("L.xcstrings"))
    let dry = try CommandRunner.run(
      ["translate", "--lang", "ru", "--command", "python3 echo.py", "--dry-run"], in: folder.url)
    #expect(dry.status == 0, "\(dry.standardError)")
    let lines = dry.standardOutput.split(separator: "\n")
    #expect(!lines.isEmpty && lines.allSatisfy { $0.hasPrefix("{\"") && $0.contains("\"targetLanguage\":\"ru\"") })
    #expect(dry.standardError.contains("Dry run: \(lines.count) text"))
    let held = try CommandRunner.run(["translate", "--lang", "ru", "--command", "python3 echo.py"], in: folder.url)
    #expect(held.status == 1, "\(held.standardError)")
    #expect(held.standardOutput.contains("held"), "\(held.standardOutput)")
    let failing = try CommandRunner.run(["translate", "--lang", "ru", "--command", "exit 7"], in: folder.url)
    #expect(failing.status == 2)
    #expect(failing.standardError.contains("error: translate: batch 1 of 1"), "\(failing.standardError)")
    expectSameBytes(try Fixtures.bytesAt(folder.file("L.xcstrings")), before)
  }
}
