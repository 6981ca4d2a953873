import Foundation
import Testing

/// A program from outside Swift that some tests run: other people's tools that must accept what
/// l10n writes (xmllint, Translate Toolkit, pre-commit, jsonschema), shells that check the
/// completion scripts, git for the repository tests.
///
/// A test that needs one takes the trait `.requires(.xmllint)`. Where the program is missing
/// (a fresh machine with only Swift and libicu-dev) the test is skipped, and `swift test` shows the
/// reason: the program and the package that provides it. With `L10N_REQUIRE_TOOLS=1`, as `.ci/run`
/// sets after installing them all, a missing program fails the test instead, so CI keeps every
/// interop check.
public struct ExternalTool: Sendable, CustomStringConvertible {
  /// The program as the tests run it.
  public let name: String
  /// What to install to get it.
  public let package: String
  private let probe: @Sendable () -> Bool

  /// A program found on `PATH` by `name` (as `/usr/bin/env` finds it), unless `probe` says otherwise.
  public init(_ name: String, package: String, probe: (@Sendable () -> Bool)? = nil) {
    self.name = name
    self.package = package
    self.probe = probe ?? { ExternalTool.path(of: name) != nil }
  }

  public var isAvailable: Bool { probe() }

  public var description: String { "\(name) (\(package))" }

  public static let xmllint = ExternalTool("xmllint", package: "Debian package libxml2-utils")
  public static let xliff2po = ExternalTool("xliff2po", package: "PyPI package translate-toolkit")
  /// Translate Toolkit's TMX reader (`translate.storage.tmx`, what its converters and
  /// `pot2po --tm` use); its 3.x releases have no `tmx2po` command.
  public static let translateToolkit = ExternalTool(
    "python3 with Translate Toolkit", package: "PyPI package translate-toolkit",
    probe: { (try? CommandRunner.runTool("python3", ["-c", "import translate.storage.tmx"]).status) == 0 })
  public static let pot2po = ExternalTool("pot2po", package: "PyPI package translate-toolkit")
  public static let csv2tbx = ExternalTool("csv2tbx", package: "PyPI package translate-toolkit")
  /// GNU gettext's tools, which must accept the PO files l10n writes and whose edits it must read.
  public static let msgfmt = ExternalTool("msgfmt", package: "Debian package gettext")
  public static let msgmerge = ExternalTool("msgmerge", package: "Debian package gettext")
  public static let msgcat = ExternalTool("msgcat", package: "Debian package gettext")
  public static let msgattrib = ExternalTool("msgattrib", package: "Debian package gettext")
  /// gettext's `msginit`, whose table of Plural-Forms the plural test compares with.
  public static let msginit = ExternalTool("msginit", package: "Debian package gettext")
  /// Weblate's language data (`weblate_language_data`), whose plural formulas the plural test
  /// compares with.
  public static let weblateLanguageData = ExternalTool(
    "python3 with weblate_language_data", package: "PyPI package weblate-language-data",
    probe: { (try? CommandRunner.runTool("python3", ["-c", "import weblate_language_data"]).status) == 0 })
  public static let preCommit = ExternalTool("pre-commit", package: "PyPI package pre-commit")
  public static let python3 = ExternalTool("python3", package: "Debian package python3")
  public static let jsonschema = ExternalTool(
    "python3 with the jsonschema module", package: "Debian package python3-jsonschema, or PyPI package jsonschema",
    probe: { (try? CommandRunner.runTool("python3", ["-c", "import jsonschema"]).status) == 0 })
  /// GitHub's Markdown renderer, cmark-gfm, from Python: the Markdown tests render l10n's pull
  /// request comments with it to find what GitHub would turn into a mention or a link.
  public static let cmarkgfm = ExternalTool(
    "python3 with cmarkgfm", package: "PyPI package cmarkgfm",
    probe: { (try? CommandRunner.runTool("python3", ["-c", "import cmarkgfm"]).status) == 0 })
  public static let zsh = ExternalTool("zsh", package: "Debian package zsh")
  public static let fish = ExternalTool("fish", package: "Debian package fish")
  public static let git = ExternalTool("git", package: "Debian package git")
  /// Headless Chromium, which opens the page `l10n report` writes.
  public static let chromium = ExternalTool("chromium", package: "Debian package chromium")
  /// The Swift compiler driver, which type-checks the Swift that `l10n init` writes.
  public static let swiftc = ExternalTool("swiftc", package: "Swift toolchain (swift.org)")
  /// Android's resource compiler, which must take every `strings.xml` `l10n compile --platform
  /// android` writes.
  public static let aapt2 = ExternalTool("aapt2", package: "Debian package aapt")
  /// util-linux's `script`, which runs a command on a pseudo-terminal.
  public static let script = ExternalTool("script", package: "Debian package bsdutils")

  /// The first executable `program` on `PATH`.
  public static func path(of program: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for folder in path.split(separator: ":") {
      let candidate = "\(folder)/\(program)"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
  }

  /// `L10N_REQUIRE_TOOLS=1`: a missing program is a failure, not a reason to skip.
  public static var isRequired: Bool { ProcessInfo.processInfo.environment["L10N_REQUIRE_TOOLS"] == "1" }

  /// Thrown (and so recorded as the test's failure) when a required program is missing.
  public struct Missing: Error, CustomStringConvertible {
    public let tools: [ExternalTool]
    public var description: String {
      "L10N_REQUIRE_TOOLS=1 but this test's programs are missing: "
        + tools.map { "\($0.name): install the \($0.package)" }.joined(separator: "; ")
    }
  }

  /// True where every tool is present; false (skip) where one is missing; throws `Missing`
  /// instead with `L10N_REQUIRE_TOOLS=1`.
  static func allPresent(_ tools: [ExternalTool]) throws -> Bool {
    let missing = tools.filter { !$0.isAvailable }
    if missing.isEmpty { return true }
    if isRequired { throw Missing(tools: missing) }
    return false
  }
}

extension Trait where Self == ConditionTrait {
  /// Runs the test where the programs are present; otherwise skips it, saying which program is
  /// missing and what provides it (or fails it, with `L10N_REQUIRE_TOOLS=1`).
  public static func requires(_ tools: ExternalTool..., sourceLocation: SourceLocation = #_sourceLocation) -> Self {
    let reason = "needs " + tools.map(\.description).joined(separator: " and ") + ", which is not installed"
    return .enabled(if: try ExternalTool.allPresent(tools), Comment(rawValue: reason), sourceLocation: sourceLocation)
  }
}
