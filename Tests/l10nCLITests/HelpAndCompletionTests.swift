import Foundation
import L10nTestSupport
import Testing

/// The command line's own face: every subcommand's help and examples, shell completions, the man
/// page, --version, and colour only where it belongs. Subcommands are read from `l10n --help`, so
/// a newly registered command is covered without touching this file.
@Suite struct HelpAndCompletionTests {
  /// `l10n arguments…` for a help text, run in the fixtures folder once per test run: a help text
  /// does not change between runs, and several tests read the same ones.
  static func help(_ arguments: [String]) throws -> CommandResult {
    try HelpTexts.shared.result(arguments)
  }

  /// The names under SUBCOMMANDS in `l10n --help`.
  static func subcommands() throws -> [String] {
    let help = try Self.help(["--help"])
    guard help.status == 0 else { return [] }
    var names: [String] = []
    var inList = false
    for line in help.standardOutput.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("SUBCOMMANDS:") {
        inList = true
        continue
      }
      guard inList else { continue }
      // The list ends at the first blank line ("  See 'l10n help <subcommand>'…" follows it).
      if line.isEmpty { break }
      // "  check                   Check key naming…"; continuation lines are indented further.
      guard line.hasPrefix("  "), !line.hasPrefix("   "), let name = line.split(separator: " ").first else { continue }
      if name.wholeMatch(of: /[a-z][a-z0-9-]*/) != nil { names.append(String(name)) }
    }
    return names.filter { $0 != "help" }
  }

  /// The lines of the Examples: block of a help text (indented lines up to the next blank line).
  static func examples(in help: String) -> [String] {
    let lines = help.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard let start = lines.firstIndex(of: "Examples:") else { return [] }
    return Array(lines[(start + 1)...].prefix { !$0.isEmpty })
  }

  @Test func theSubcommandListIsRead() throws {
    let names = try Self.subcommands()
    for name in ["check", "export", "extract", "fmt", "import", "status"] {
      #expect(names.contains(name), "\(name) is missing from \(names)")
    }
  }

  @Test func everySubcommandHasHelpWithUsageOptionsAndExamples() throws {
    let names = try Self.subcommands()
    try #require(!names.isEmpty)
    for name in names {
      for arguments in [[name, "--help"], ["help", name]] {
        let result = try Self.help(arguments)
        let shown = arguments.joined(separator: " ")
        #expect(result.status == 0, "l10n \(shown): \(result.standardError)")
        let help = result.standardOutput
        #expect(help.hasPrefix("OVERVIEW: "), "l10n \(shown)")
        #expect(help.contains("USAGE: l10n \(name)"), "l10n \(shown)")
        #expect(help.contains("\nOPTIONS:\n"), "l10n \(shown)")
        #expect(help.contains("--color <color>"), "l10n \(shown): every command takes --color")
        #expect(!Self.examples(in: help).isEmpty, "l10n \(shown) has no Examples: block")
      }
    }
  }

  @Test func everyExampleIsAnL10nCommandLineWithRealOptions() throws {
    let names = try Self.subcommands()
    try #require(!names.isEmpty)
    var helps: [String: String] = [:]
    for name in names { helps[name] = try Self.help([name, "--help"]).standardOutput }
    helps[""] = try Self.help(["--help"]).standardOutput
    #expect(!Self.examples(in: helps[""] ?? "").isEmpty, "l10n --help has no Examples: block")
    for name in [""] + names {
      for line in Self.examples(in: helps[name] ?? "") {
        // Two spaces, then `l10n <subcommand>`; a wrapped line (too long for 80 columns) fails here.
        #expect(line.hasPrefix("  l10n "), "l10n \(name) --help: example '\(line)' does not start with `l10n `")
        let command = line.split(separator: "#", maxSplits: 1).first ?? ""
        let words = command.split(separator: " ")
        let subcommand = words.count > 1 ? String(words[1]) : ""
        #expect(names.contains(subcommand), "l10n \(name) --help: '\(line)' names no subcommand")
        // Every --option of the example is one its subcommand's help lists (a nested one's, as
        // in `l10n memory stats`, where the subcommand has subcommands).
        var options = helps[subcommand] ?? ""
        if words.count > 2, options.contains("\nSUBCOMMANDS:\n"), !words[2].hasPrefix("-") {
          options = try Self.help([subcommand, String(words[2]), "--help"]).standardOutput
        }
        for word in words.dropFirst(2) where word.hasPrefix("--") {
          let option = word.split(separator: "=").first.map(String.init) ?? String(word)
          // As listed: "  --format <format>", "  --lang, --language <…>", "  -q, --quiet\n".
          let listed = ["  ", ", "].contains { before in
            [" ", ",", "\n"].contains { options.contains(before + option + $0) }
          }
          #expect(
            listed,
            "l10n \(name) --help: '\(line)' uses \(option), which l10n \(subcommand) does not take")
        }
      }
    }
  }

  @Test func versionPrintsTheVersion() throws {
    for arguments in [["--version"], ["status", "--version"]] {
      let result = try CommandRunner.run(arguments, in: Fixtures.directory)
      #expect(result.status == 0)
      let version = result.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
      #expect(
        version.range(of: #"^[0-9]+\.[0-9]+\.[0-9]+([-+][0-9A-Za-z.-]+)?$"#, options: .regularExpression) != nil,
        "'\(version)'")
    }
  }

  @Test func bashCompletionScriptMentionsEverySubcommandAndParses() throws {
    try checkCompletionScript(shell: "bash")
  }

  @Test(.requires(.zsh)) func zshCompletionScriptMentionsEverySubcommandAndParses() throws {
    try checkCompletionScript(shell: "zsh")
  }

  @Test(.requires(.fish)) func fishCompletionScriptMentionsEverySubcommandAndParses() throws {
    try checkCompletionScript(shell: "fish")
  }

  /// The script names every subcommand, completes catalogs, and passes the shell's own syntax check.
  func checkCompletionScript(shell: String) throws {
    let result = try CommandRunner.run(["--generate-completion-script", shell], in: Fixtures.directory)
    #expect(result.status == 0, "\(result.standardError)")
    let script = result.standardOutput
    let names = try Self.subcommands()
    try #require(!names.isEmpty)
    for name in names { #expect(script.contains(name), "\(shell) completion does not mention \(name)") }
    // Catalog arguments complete .xcstrings files.
    #expect(script.contains("xcstrings"), "\(shell) completion does not complete .xcstrings")

    let path = try #require(ExternalTool.path(of: shell), "\(shell) is not on PATH")
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    try folder.write("l10n.\(shell)", script)
    let check = try CommandRunner.runTool(path, ["-n", folder.url.appendingPathComponent("l10n.\(shell)").path])
    #expect(check.status == 0, "\(shell) -n: \(check.output)")
  }

  /// Tests/Scripts/man-page.sh proves the page is exactly what generate-manual makes of the help
  /// (CI runs it); this catches the common case offline and fast: a subcommand, an option or an
  /// example added without updating the page.
  @Test func theManPageCoversEveryCommandOptionAndExample() throws {
    let manual = Fixtures.packageRoot.appendingPathComponent("Documentation/man/l10n.1")
    let page = try String(contentsOf: manual, encoding: .utf8)
    let update = "run Tests/Scripts/man-page.sh --update"
    #expect(page.hasPrefix(".\\\" \"Generated by swift-argument-parser\""), "l10n.1 was not made by generate-manual")
    let names = try Self.subcommands()
    try #require(!names.isEmpty)
    for name in names {
      #expect(page.contains(".It Em \(name)\n"), "l10n.1 has no section for \(name): \(update)")
      let help = try Self.help([name, "--help"]).standardOutput
      let options = help.components(separatedBy: "\nOPTIONS:\n").last ?? ""
      let longOptions = Set(
        options.matches(of: /(?m)^  (?:-[a-zA-Z], )?--([a-z][a-z0-9-]*)/).map { String($0.output.1) })
      #expect(!longOptions.isEmpty)
      for option in longOptions.sorted() where !["help", "version"].contains(option) {
        // mdoc: `.It Fl -option Ar value`, or `.It Fl q , -quiet` with a short name.
        #expect(
          page.contains("Fl -\(option)") || page.contains(", -\(option)"), "l10n.1 lacks \(name) --\(option): \(update)"
        )
      }
      for example in Self.examples(in: help) {
        #expect(page.contains(example), "l10n.1 lacks the example '\(example)': \(update)")
      }
    }
  }

  @Test func pipedOutputHasNoEscapeCodes() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    try folder.write(
      "L.xcstrings",
      #"{"sourceLanguage":"en","version":"1.0","strings":{"a.b":{"localizations":{"fr":{"stringUnit":{"state":"translated","value":"A"}}}},"bad key":{}}}"#
    )
    let commands: [[String]] = [
      ["status", "L.xcstrings"], ["check", "L.xcstrings"], ["fmt", "--check", "L.xcstrings"],
      ["status", "missing.xcstrings"],
    ]
    let settings: [(arguments: [String], environment: [String: String])] = [
      ([], ["NO_COLOR": ""]),  // auto: output is a pipe
      (["--color", "never"], ["NO_COLOR": ""]),
      (["--color", "auto"], ["NO_COLOR": "1"]),
    ]
    for command in commands {
      for setting in settings {
        let result = try CommandRunner.run(
          command + setting.arguments, in: folder.url, environment: setting.environment)
        let shown = (command + setting.arguments).joined(separator: " ")
        #expect(result.status != 64, "l10n \(shown): \(result.standardError)")
        #expect(!result.standardOutput.contains("\u{1B}"), "l10n \(shown): escape codes on stdout")
        #expect(!result.standardError.contains("\u{1B}"), "l10n \(shown): escape codes on stderr")
      }
    }
    // --color always does colour a pipe, which shows the checks above can fail.
    let forced = try CommandRunner.run(["status", "L.xcstrings", "--color", "always"], in: folder.url)
    #expect(forced.standardOutput.contains("\u{1B}["))
  }

  #if os(Linux)
    /// Runs `l10n arguments…` on a pseudo-terminal (util-linux `script`), where colour and progress
    /// are allowed.
    static func onTerminal(_ arguments: [String], in directory: URL, environment: [String: String] = [:]) throws
      -> String
    {
      let script = try #require(ExternalTool.path(of: "script"), "script is not on PATH")
      let quoted = ([CommandRunner.executable.path] + arguments).map {
        "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'"
      }
      var env: [String: String?] = ["NO_COLOR": nil, "TERM": "xterm"]
      for (key, value) in environment { env[key] = value }
      return try CommandRunner.runTool(
        script, ["-q", "-e", "-c", quoted.joined(separator: " "), "/dev/null"], in: directory, environment: env
      ).output
    }

    @Test(.requires(.script)) func onATerminalColourFollowsColorAndNoColor() throws {
      let folder = try TemporaryDirectory()
      defer { folder.remove() }
      let plain = try Self.onTerminal(["status", "missing.xcstrings"], in: folder.url)
      #expect(plain.contains("\u{1B}[1;31merror:"), "a terminal gets a red error: '\(plain)'")
      let never = try Self.onTerminal(["status", "missing.xcstrings", "--color", "never"], in: folder.url)
      #expect(never.contains("error:") && !never.contains("\u{1B}"), "'\(never)'")
      let equals = try Self.onTerminal(["import", "missing.xliff", "--color=never"], in: folder.url)
      #expect(equals.contains("error:") && !equals.contains("\u{1B}"), "'\(equals)'")
      let noColor = try Self.onTerminal(
        ["status", "missing.xcstrings"], in: folder.url, environment: ["NO_COLOR": "1"])
      #expect(noColor.contains("error:") && !noColor.contains("\u{1B}"), "'\(noColor)'")
    }

    @Test(.requires(.script)) func progressShowsOnATerminalOnlyAndQuietHidesIt() throws {
      let folder = try TemporaryDirectory()
      defer { folder.remove() }
      try folder.write(
        "L.xcstrings",
        #"{"sourceLanguage":"en","version":"1.0","strings":{"a.b":{"localizations":{"fr":{"stringUnit":{"state":"translated","value":"A"}}}}}}"#
      )
      let export = ["export", "L.xcstrings", "--lang", "fr,de,ja", "--output", "out"]
      let shown = try Self.onTerminal(export, in: folder.url)
      #expect(shown.contains("Exporting 3/3 languages: ja"), "'\(shown)'")
      let quiet = try Self.onTerminal(export + ["--quiet"], in: folder.url)
      #expect(!quiet.contains("Exporting") && quiet.contains("out/ja.xliff"), "'\(quiet)'")
      let piped = try CommandRunner.run(export, in: folder.url)
      #expect(piped.status == 0, "\(piped.standardError)")
      #expect(
        !piped.standardError.contains("Exporting") && !piped.standardError.contains("\u{1B}"),
        "'\(piped.standardError)'")
    }
  #endif

  @Test func quietIsAcceptedWhereProgressCanShow() throws {
    for name in ["extract", "check", "export", "import"] {
      let help = try Self.help([name, "--help"]).standardOutput
      #expect(help.contains("-q, --quiet"), "l10n \(name) has no --quiet")
    }
  }
}

/// The help texts the tests above read, each asked of the binary once.
private final class HelpTexts: @unchecked Sendable {
  static let shared = HelpTexts()
  private let lock = NSLock()
  private var results: [[String]: CommandResult] = [:]

  func result(_ arguments: [String]) throws -> CommandResult {
    lock.lock()
    defer { lock.unlock() }
    if let known = results[arguments] { return known }
    let result = try CommandRunner.run(arguments, in: Fixtures.directory)
    results[arguments] = result
    return result
  }
}
