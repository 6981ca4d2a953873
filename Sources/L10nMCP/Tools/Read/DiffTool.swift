import Foundation
import L10nSession
import MCP

/// `diff`: what changed in the catalogs, key by key, as `l10n diff --format json` gives it:
/// two catalogs of the project, or the catalogs against a git revision.
enum DiffTool {
  static let definition = ToolDefinition.reading(
    "diff", title: "Diff catalogs",
    description: """
      What changed, key by key (added, removed, changed texts and states per language), as \
      `l10n diff --format json` gives it: the catalogs (all l10n.yml names, or catalog) against a git \
      revision (default HEAD), or two catalogs of the project, old and new.
      """,
    arguments: ArgumentSchema([
      .string("revision", "A git revision to compare the working tree's catalogs with (default HEAD)."),
      ArgumentSchema.catalog,
      .string("old", "An older catalog's path, to compare with new instead of a revision."),
      .string("new", "A newer catalog's path, with old."),
    ])
  ) { call in
    let arguments = call.arguments
    let context = call.context
    let old = try arguments.optionalString("old")
    let new = try arguments.optionalString("new")
    switch (old, new) {
    case (let old?, let new?):
      guard try arguments.optionalString("revision") == nil else {
        throw arguments.invalid("diff compares old with new, or the catalogs with a revision, not both")
      }
      let oldURL = try context.confine(old, argument: "old", tool: "diff")
      let newURL = try context.confine(new, argument: "new", tool: "diff")
      return try await call.renderedJSON(DiffRequest.files(old: oldURL.path, new: newURL.path))
    case (nil, nil):
      let revision = try arguments.optionalString("revision") ?? "HEAD"
      // A revision is never an option of git's.
      guard !revision.hasPrefix("-"), !revision.contains("\0") else {
        throw arguments.invalid("diff's revision '\(revision)' is not a revision")
      }
      return try await call.renderedJSON(DiffRequest.revision(revision, catalogs: try arguments.catalogs(in: context)))
    default:
      throw arguments.invalid("diff needs both old and new, or neither")
    }
  }
}
