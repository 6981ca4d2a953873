import Foundation
import L10nTestSupport
import Testing

/// On Apple's platforms the shim sees no ICU header: icu_c_api.h declares the functions it calls
/// in libicucore. icu_c_api_check.c proves those declarations against ICU's real headers in every
/// Linux build. These tests show that the check bites: it passes as committed and fails when a
/// declaration, a type or an error code disagrees with ICU's. And the shim compiles as on Apple's
/// platforms, without any ICU header.
@Suite(.enabled(if: ICUHeaders.compile, "needs clang and ICU's headers (libicu-dev)"))
struct ICUDeclarationsTests {
  static let shim = Fixtures.packageRoot.appendingPathComponent("Sources/_L10nICUShim")

  /// Compiles icu_c_api_check.c (syntax only, as the build does) beside a copy of icu_c_api.h
  /// changed by `edit`.
  static func check(editing edit: (String) -> String = { $0 }) throws -> (status: Int32, output: String) {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let header = try String(contentsOf: shim.appendingPathComponent("icu_c_api.h"), encoding: .utf8)
    _ = try folder.write("icu_c_api.h", edit(header))
    let check = try folder.write(
      "icu_c_api_check.c", try String(contentsOf: shim.appendingPathComponent("icu_c_api_check.c"), encoding: .utf8))
    return try CommandRunner.runTool("clang", ["-fsyntax-only", check.path])
  }

  @Test func declarationsAgreeWithICUsHeaders() throws {
    let result = try Self.check()
    #expect(result.status == 0, "\(result.output)")
  }

  @Test(arguments: [
    ("a parameter's type", "double number", "float number", "conflicting types"),
    ("a return type", "const char *uloc_getAvailable(", "char *uloc_getAvailable(", "conflicting types"),
    (
      "a pointer's constness", "int32_t uplrules_select(const UPluralRules *", "int32_t uplrules_select(UPluralRules *",
      "conflicting types"
    ),
    ("UChar's width", "typedef uint16_t UChar;", "typedef uint32_t UChar;", "typedef redefinition"),
    ("UBool's width", "typedef int8_t UBool;", "typedef int32_t UBool;", "typedef redefinition"),
    (
      "UVersionInfo's length", "typedef uint8_t UVersionInfo[4];", "typedef uint8_t UVersionInfo[8];",
      "typedef redefinition"
    ),
    (
      "an error code's value", "code(U_BUFFER_OVERFLOW_ERROR, 15)", "code(U_BUFFER_OVERFLOW_ERROR, 16)",
      "U_BUFFER_OVERFLOW_ERROR is 16"
    ),
  ])
  func checkFailsOnADeclarationThatDisagrees(what: String, declared: String, wrong: String, diagnostic: String) throws {
    let header = try String(contentsOf: Self.shim.appendingPathComponent("icu_c_api.h"), encoding: .utf8)
    try #require(header.contains(declared), "icu_c_api.h no longer has \(declared)")
    let result = try Self.check { $0.replacingOccurrences(of: declared, with: wrong) }
    #expect(result.status != 0, "\(what): \(wrong) compiled")
    #expect(result.output.contains(diagnostic), "\(what): \(result.output)")
  }

  @Test func shimCompilesWithoutICUHeadersAsOnApplePlatforms() throws {
    let source = Self.shim.appendingPathComponent("l10n_icu.c").path
    let include = ["-I", Self.shim.appendingPathComponent("include").path]
    let compiled = try CommandRunner.runTool("clang", ["-fsyntax-only", "-D__APPLE__=1"] + include + [source])
    #expect(compiled.status == 0, "\(compiled.output)")
    // Not one ICU header is read: the declarations come from icu_c_api.h alone.
    let headers = try CommandRunner.runTool("clang", ["-fsyntax-only", "-H", "-D__APPLE__=1"] + include + [source])
    #expect(headers.status == 0)
    #expect(headers.output.contains("icu_c_api.h"))
    #expect(!headers.output.contains("unicode/"), "\(headers.output)")
  }
}

enum ICUHeaders {
  /// Whether clang compiles a file that includes ICU's headers; never on Apple's platforms, where
  /// the check compiles to nothing.
  #if canImport(Darwin)
    static let compile = false
  #else
    static let compile: Bool = {
      guard let folder = try? TemporaryDirectory() else { return false }
      defer { folder.remove() }
      guard let probe = try? folder.write("probe.c", "#include <unicode/utypes.h>\n") else { return false }
      return (try? CommandRunner.runTool("clang", ["-fsyntax-only", probe.path]).status) == 0
    }()
  #endif
}
