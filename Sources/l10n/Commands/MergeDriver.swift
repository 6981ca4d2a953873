import ArgumentParser
import L10nSession

extension L10nCommand {
  struct MergeDriver: SessionCommand {
    static let configuration = CommandConfiguration(
      commandName: "merge-driver",
      abstract: "Merge three versions of a String Catalog key by key (a git merge driver).",
      discussion: """
        Git runs it to merge a .xcstrings file changed on both branches: the common ancestor \
        (%O), ours (%A) and theirs (%B); the result goes into the ours file. Keys, languages and \
        variation cases merge one by one (a text's value and state, the comment, \
        extractionState, shouldTranslate and unknown fields), so branches that touch different \
        keys or languages never conflict. The result is written in Xcode's format; keys that \
        only theirs added go where Xcode puts them.

        A conflict is a text (or key field) both branches changed differently, or something one \
        deleted and the other changed. Then both versions are written between <<<<<<< ours, \
        ======= and >>>>>>> theirs lines around the smallest member that holds the conflict (a \
        key, a language or a variation case); keeping one side means deleting the other side and \
        the three marker lines. Each conflict is named on stderr (catalog, key, language, \
        variation) and the status is 1, which git reports as a conflict.

        A version that is not a readable catalog: a message on stderr, the ours file untouched, \
        status 2 (git reports a conflict). An empty ancestor (a file both branches added) \
        counts as a catalog with no keys.

        Set up (see Documentation/Git.md):
          .gitattributes:  *.xcstrings merge=l10n
          git config merge.l10n.name "l10n String Catalog merge"
          git config merge.l10n.driver "l10n merge-driver %O %A %B %P"
        With a conflict-marker-size attribute, pass git's %L: --marker-size %L.

        Exit status: 0 merged; 1 conflicts (markers written); 2 a version could not be read or \
        the result could not be written; 64 usage error.

        Examples:
          l10n merge-driver base.xcstrings ours.xcstrings theirs.xcstrings
          l10n merge-driver %O %A %B %P   # as git's merge.l10n.driver runs it
          l10n merge-driver --marker-size %L %O %A %B %P
        """
    )

    @Argument(help: ArgumentHelp("The common ancestor's version (git's %O).", valueName: "base"))
    var base: String

    @Argument(help: ArgumentHelp("Our version, which receives the result (git's %A).", valueName: "ours"))
    var ours: String

    @Argument(help: ArgumentHelp("Their version (git's %B).", valueName: "theirs"))
    var theirs: String

    @Argument(help: ArgumentHelp("The catalog's path in the repository, for messages (git's %P).", valueName: "path"))
    var path: String?

    @Option(help: "When to colour stderr: auto (on a terminal, unless NO_COLOR is set), always or never.")
    var color: ColorMode = .auto

    @Option(
      name: .customLong("marker-size"),
      help: ArgumentHelp("The length of conflict markers (git's %L; default 7).", valueName: "n"))
    var markerSize: Int = 7

    func validate() throws {
      if markerSize < 1 { throw ValidationError("--marker-size must be 1 or more") }
    }

    var colorMode: ColorMode { color }

    func request() -> MergeDriverRequest {
      var request = MergeDriverRequest(base: base, ours: ours, theirs: theirs, name: path)
      request.markerSize = markerSize
      return request
    }

    /// The working directory alone: a merge needs no l10n.yml.
    func session() -> ProjectSession {
      .unconfigured()
    }
  }
}
