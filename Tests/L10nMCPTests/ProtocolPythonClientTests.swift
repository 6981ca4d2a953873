import Foundation
import L10nTestSupport
import Testing

extension ExternalTool {
  /// The Model Context Protocol's Python SDK: a client no one here wrote, which must talk to
  /// `l10n mcp` as an agent host does.
  static let pythonMCP = ExternalTool(
    "python3 with the mcp module", package: "PyPI package mcp",
    probe: { (try? CommandRunner.runTool("python3", ["-c", "import mcp.client.stdio"]).status) == 0 })
}

/// `Tests/Scripts/mcp-client.py` against the built `l10n`: the Python SDK starts `l10n mcp` on a
/// copy of the sample project over stdio, lists tools, resources and prompts, fetches an
/// untranslated batch, submits answers (a dry run that must change no byte, then applied) and
/// reads the catalog back: every answer in state needs_review. `.ci/run` runs the script too.
@Suite struct ProtocolPythonClientTests {
  @Test(.requires(.pythonMCP)) func thePythonSDKTranslatesABatchEndToEnd() throws {
    let script = Fixtures.packageRoot.appendingPathComponent("Tests/Scripts/mcp-client.py")
    let result = try CommandRunner.runTool("python3", [script.path, CommandRunner.executable.path, "--language", "de"])
    #expect(result.status == 0, "mcp-client.py exited \(result.status):\n\(result.output.suffix(4000))")
    #expect(result.output.contains("landed as needs_review"), "\(result.output.suffix(2000))")
    #expect(result.output.contains("mcp-client: OK"))
  }
}
