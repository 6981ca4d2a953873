import ArgumentParser
import L10nSession

extension L10nCommand {
  struct Diff: ProjectCommand {
    static let configuration = CommandConfiguration(
      abstract: "Show what changed in catalogs, key by key, for reviewers.",
      discussion: """
        Compares two versions of String Catalogs by their meaning, not their lines: keys added, \
        removed and renamed (the entry moved whole to a new name, as l10n rename does), and for \
        each key that stayed, its comment, extractionState and shouldTranslate, \
        and every text (per language and variation case) whose value or state changed, or that \
        was added or removed. The source language's changes are source text changes; the other \
        languages' are retranslations. Formatting alone is no change.

        Either two catalogs (old, then new), or --base <revision> with the catalogs of the \
        working tree (those given, else those l10n.yml names) compared with their content at that \
        revision (`git show <revision>:<path>`, from the top of the git work tree). A catalog the \
        revision does not have counts as new: all its keys are added.

        Formats: text (grouped by catalog and key: + added, - removed, > renamed, ~ changed; \
        colour only on \
        a terminal), json (versioned, for scripts; see Documentation/Git.md), markdown (a table \
        per catalog, for a pull request comment).

        Exit status: 0, also when there are differences; with --exit-code, 1 when there are \
        differences (like `git diff --exit-code`); 2 when a catalog cannot be read or the \
        revision is unknown; 64 usage error.

        Examples:
          l10n diff Old/Localizable.xcstrings Localizable.xcstrings
          l10n diff --base HEAD
          l10n diff --base origin/main --format markdown > catalog-changes.md
          l10n diff --base main --exit-code --format json Catalogs
        """
    )

    @OptionGroup var global: GlobalOptions

    @Option(
      name: .customLong("base"),
      help: ArgumentHelp(
        "Compare the working tree's catalogs with their content at this git revision.", valueName: "revision"))
    var base: String?

    @Option(help: "Output format: text, json (versioned, for scripts) or markdown (for a pull request).")
    var format = FormatOption<TextJSONOrMarkdown>(.text)

    @Flag(name: .customLong("exit-code"), help: "Exit with status 1 when there are differences.")
    var exitCode = false

    @Argument(
      help: .catalogs(
        "Without --base: the old and the new catalog. With --base: catalogs or folders (default: those l10n.yml names)."
      ),
      completion: .catalogs)
    var catalogs: [String] = []

    func validate() throws {
      if base == nil && catalogs.count != 2 {
        throw ValidationError("give two catalogs (old, then new), or --base <revision> and optionally catalogs")
      }
    }

    var outputFormat: OutputFormat { format.format }
    /// Two files need no project: a broken l10n.yml does not stop them.
    var needsProject: Bool { base != nil }

    func request() -> DiffRequest {
      let versions: DiffRequest.Versions =
        if let base { .revision(base, catalogs: catalogs) } else { .files(old: catalogs[0], new: catalogs[1]) }
      return DiffRequest(versions, exitCode: exitCode)
    }
  }
}
