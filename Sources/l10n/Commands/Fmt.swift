import ArgumentParser
import L10nSession

extension L10nCommand {
  struct Fmt: ProjectCommand {
    static let configuration = CommandConfiguration(
      abstract: "Rewrite catalogs in Xcode's exact format.",
      discussion: """
        Writes each catalog the way Xcode does (two-space indentation, "key" : value, empty \
        objects as an empty line, raw / and non-ASCII, Foundation's escapes) while keeping the \
        order of keys as it is, so only formatting changes. A final newline, a byte order mark \
        or CRLF line breaks are kept if the file has them. Files already in that form are not \
        touched. Every catalog is read first: if one cannot be read, none is written.

        --sort also puts every object in the order Xcode sorts keys (numeric, case-insensitive, \
        root locale), as Xcode does when it saves.

        Examples:
          l10n fmt                       # the catalogs l10n.yml names
          l10n fmt --check               # CI: exit 1 and list files that would change
          l10n fmt --sort Catalogs/Localizable.xcstrings
        """
    )

    @OptionGroup var global: GlobalOptions
    @OptionGroup var arguments: CatalogArguments
    @OptionGroup var lock: LockOptions

    @Flag(help: "Write nothing; list the catalogs that are not in Xcode's format and exit 1 if there are any.")
    var check = false

    @Flag(help: "Also sort every object's keys the way Xcode does.")
    var sort = false

    func request() -> FmtRequest {
      FmtRequest(catalogs: arguments.catalogs, checkOnly: check, sort: sort, waiting: lock.waiting)
    }
  }
}
