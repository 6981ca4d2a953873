import ArgumentParser
import L10nSession

@main
struct L10nCommand: ParsableCommand {
  static let version = L10nTool.version

  static let configuration = CommandConfiguration(
    commandName: "l10n",
    abstract: "Keep Apple String Catalogs (.xcstrings) exact, complete and in sync with your code.",
    discussion: """
      With no paths, commands work on what the nearest l10n.yml names (found by walking up from \
      the working directory). Paths given on the command line win over the configuration.

      Exit status: 0 clean; 1 findings (such as files not in Xcode's format with fmt --check); \
      2 tool failure (a file that cannot be read or parsed, a bad configuration); 64 usage error.

      Results go to standard output; diagnostics and progress to standard error. Colour and \
      progress appear only on a terminal (NO_COLOR or --color never turns colour off). \
      `l10n --generate-completion-script zsh` (or bash, fish) writes shell completions. A Swift \
      package that depends on l10n runs it as `swift package l10n <subcommand>`; see \
      Documentation/Install.md.

      Examples:
        l10n extract --check           # are the catalogs in sync with the code?
        l10n check --format github     # findings as GitHub annotations
        l10n export --lang fr,de       # XLIFF for translators
        l10n import Localizations/fr.xliff
        l10n status
      """,
    version: version,
    subcommands: [
      Check.self, Compile.self, Diff.self, Export.self, Extract.self, Fill.self, Fmt.self, Import.self, Init.self,
      MCPCommand.self, Memory.self, MergeDriver.self, Migrate.self, Rename.self, Report.self, Status.self,
      Translate.self,
    ]
  )

  /// Parses, runs, and maps what goes wrong to the exit statuses above. ArgumentParser's own
  /// errors (usage, help, `ExitCode`) keep their meaning; everything else thrown by a command is a
  /// tool failure: the message goes to stderr and the status is 2.
  static func main() {
    var command: any ParsableCommand
    do {
      command = try parseAsRoot()
    } catch {
      exit(withError: error)
    }
    do {
      try command.run()
    } catch let error as UsageError {
      exit(withError: ValidationError(error.message))
    } catch let unreadable as CatalogsUnreadable {
      // Every catalog that could not be read, then how many, and that nothing was written.
      for error in unreadable.errors { Terminal.standardError.printError(error) }
      if let summary = unreadable.summary { Terminal.standardError.printNote(summary) }
      exit(withError: ExitCode.toolFailure)
    } catch {
      if isArgumentParserError(error) { exit(withError: error) }
      Terminal.standardError.printError(error)
      exit(withError: ExitCode.toolFailure)
    }
  }

  /// Usage errors, help requests and `ExitCode` come from ArgumentParser and keep its handling.
  private static func isArgumentParserError(_ error: any Error) -> Bool {
    if error is ExitCode || error is CleanExit || error is ValidationError { return true }
    return String(reflecting: type(of: error)).hasPrefix("ArgumentParser.")
  }
}
