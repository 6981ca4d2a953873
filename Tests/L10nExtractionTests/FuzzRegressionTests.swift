import Foundation
import L10nCatalog
import L10nExtraction
import L10nTestSupport
import Testing

/// Inputs kept from fuzzing extraction (`Fuzz/`, target FuzzExtraction): the crashes and hangs it
/// found, minimized, and small odd Swift files. Each must be scanned (and so end), with every usage
/// and warning pointing inside the file. The files are named `.swift.txt` so no tool takes them
/// for sources.
@Suite struct ExtractionFuzzRegressionTests {
  static let folder = "fuzz/FuzzExtraction"
  static let names: [String] = Fixtures.files(in: folder, extension: "txt").map(\.lastPathComponent)

  @Test func theFolderHasInputs() {
    #expect(Self.names.count >= 3)
  }

  @Test(arguments: names) func inputScansCleanly(_ name: String) throws {
    let bytes = try Fixtures.bytes("\(Self.folder)/\(name)")
    // Lines as Swift counts them: LF, CR and CRLF each end one.
    var lines = 1
    for (index, byte) in bytes.enumerated()
    where byte == 0x0A || (byte == 0x0D && (index + 1 == bytes.count || bytes[index + 1] != 0x0A)) {
      lines += 1
    }
    let result = SwiftSourceScanner().extract(source: bytes, file: name)
    for usage in result.usages {
      #expect(usage.file == name)
      #expect(usage.line >= 1 && usage.line <= lines, "\(usage.location)")
      #expect(usage.column >= 1 && usage.column <= bytes.count + 1, "\(usage.location)")
    }
    for warning in result.warnings {
      #expect(warning.line >= 1 && warning.line <= lines, "\(warning)")
      #expect(warning.column >= 1 && warning.column <= bytes.count + 1, "\(warning)")
    }
  }

  /// Found by FuzzExtraction: a lone CR ends a line for Swift, and usages after one are on the
  /// next line (the fuzz target first counted LF only; the scanner was right).
  @Test func aCarriageReturnEndsALine() throws {
    let name = "cr-line-break.swift.txt"
    let result = SwiftSourceScanner().extract(source: try Fixtures.bytes("\(Self.folder)/\(name)"), file: name)
    let usage = try #require(result.usages.first)
    #expect(usage.key == "profile.title" && usage.line == 2)
  }

  /// Found by FuzzExtraction (a libFuzzer timeout): swift-syntax's lookahead for collection types
  /// takes time exponential in the number of open `[` (20 took 26 s in the fuzz build; 40 would
  /// take days). Such a file is not parsed; a warning says where and why.
  @Test func deeplyOpenBracketsAreAWarningNotAHang() throws {
    let name = "timeout-open-brackets.swift.txt"
    let result = SwiftSourceScanner().extract(source: try Fixtures.bytes("\(Self.folder)/\(name)"), file: name)
    #expect(result.usages.isEmpty)
    let warning = try #require(result.warnings.first)
    #expect(warning.line == 2 && warning.column == 17, "\(warning)")
    #expect(warning.message.hasPrefix("brackets nest 17 deep here"), "\(warning)")
    // Nesting within the limit is parsed as usual.
    let fine =
      "let x = \"a\".i18n\nlet y = " + String(repeating: "[", count: 8) + "1" + String(repeating: "]", count: 8) + "\n"
    #expect(SwiftSourceScanner().extract(source: fine, file: "fine.swift").usages.map(\.key) == ["a"])
  }
}
