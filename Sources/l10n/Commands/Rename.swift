import ArgumentParser
import L10nSession

extension L10nCommand {
  struct Rename: ProjectCommand {
    static let configuration = CommandConfiguration(
      abstract: "Rename keys in every catalog and at every usage in the code, keeping all translations.",
      discussion: """
        Renaming a key in code alone makes Xcode mark the old one stale and start the new one \
        with no translation. rename moves the whole entry (every localization, variation, \
        comment, state and unknown field) to the new key, at Xcode's sorted place, in every \
        catalog that has it, and rewrites the key's literal at every usage extract recognises \
        (.i18n, NSLocalizedString, String(localized:), the SwiftUI calls): only the literal's \
        text changes, so formatting and comments stay.

        It refuses, writing nothing, when an old key is in no catalog, when a new key exists \
        with other content, when a new key breaks the key convention (unless --allow-any-name), \
        or when the map names a key twice. Everything is checked before anything is written, \
        and every file again just before: one saved meanwhile stops the rename. The Swift \
        files are written, then the catalogs (atomically, under the lock); should a write fail, \
        the Swift files are put back while no catalog was written, else the error names what \
        was written.

        A key built at run time whose literal parts could make an old key, and an old key's \
        literal outside any call extract knows, are listed for a check by hand (exit status 1).

        --map FILE renames many keys: YAML (old.key: new.key per line, .yml/.yaml) or CSV (two \
        columns, old and new). `l10n check --fix-names` makes such a map from key-naming findings.

        Examples:
          l10n rename editor.addButton.title editor.add_button.title --dry-run
          l10n rename --map renames.yml
        """
    )

    @OptionGroup var global: GlobalOptions
    @OptionGroup var lock: LockOptions

    @Argument(help: "The key to rename, and its new name.") var keys: [String] = []

    @Option(
      help: ArgumentHelp("A map of renames: YAML (old: new) or CSV (old,new).", valueName: "file"),
      completion: .file(extensions: ["yml", "yaml", "csv"]))
    var map: String?

    @Flag(help: "Show what would change; write nothing.") var dryRun = false
    @Flag(help: "Rename to keys that do not follow the key convention.") var allowAnyName = false

    @Option(
      help: ArgumentHelp("Swift sources to rewrite (default: l10n.yml's sources).", valueName: "path"),
      completion: .directory)
    var sources: [String] = []

    func validate() throws {
      if map == nil && keys.count != 2 { throw ValidationError("name the old key and the new one, or give --map FILE") }
      if map != nil && !keys.isEmpty { throw ValidationError("use either OLD NEW or --map FILE, not both") }
    }

    func request() -> RenameRequest {
      var request = RenameRequest(
        pairs: map == nil ? [KeyRename.Pair(old: keys[0], new: keys[1])] : [], waiting: lock.waiting)
      (request.map, request.dryRun, request.allowAnyName, request.sources) = (map, dryRun, allowAnyName, sources)
      return request
    }
  }
}
