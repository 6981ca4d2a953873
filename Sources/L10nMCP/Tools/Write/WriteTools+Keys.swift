import Foundation
import L10nCatalog
import L10nExtraction
import L10nSession
import MCP

extension WriteTools {
  static let newKeyItem = ArgumentSchema([
    .string("key", "The new key.", required: true),
    .string("comment", "What the text is for, for translators (the catalog's comment)."),
    .string("source", "The development language's text (none: Xcode shows the key)."),
    .string(
      "catalog",
      "A catalog's path from the project root (default: the catalog of keys without a table: extract.catalog, Localizable.xcstrings, or the only one)."
    ),
  ])

  static let addKey = ToolDefinition.writing(
    "add_key", title: "Add keys",
    description: """
      Add keys to a catalog, each with its comment for translators and its source text, as l10n extract adds a \
      key the code uses (extractionState manual, which Xcode leaves alone; at Xcode's sorted position). A key \
      the catalog has is left as it is (refused), and so is a key that does not follow l10n.yml's key \
      convention unless allowAnyName. Dry run unless apply is true.
      """,
    arguments: ArgumentSchema([
      ArgumentSchema.Argument(
        "keys", .objects, "The keys, one object each (key; comment, source, catalog).", required: true,
        items: newKeyItem),
      .boolean("allowAnyName", "Add keys that do not follow the key convention (l10n.yml's keys.pattern)."),
      apply,
    ]), destructive: false, idempotent: true
  ) { call in
    let apply = try call.arguments.bool("apply")
    var keys: [AddKeysRequest.NewKey] = []
    for item in try items("keys", of: call.arguments, schema: newKeyItem) {
      keys.append(
        AddKeysRequest.NewKey(
          key: try item.string("key"), comment: try item.optionalString("comment"),
          source: try item.optionalString("source"), catalog: try item.catalogs(in: call.context).first))
    }
    var request = AddKeysRequest(keys, dryRun: !apply, waiting: waiting)
    request.allowAnyName = try call.arguments.bool("allowAnyName")
    return try await run(call, request) { session, request in
      let result = try session.run(request)
      return try JSONValueEncoder.line(
        Value.object([
          "applied": .bool(apply), "written": .array(result.written.map { .string($0) }),
          "added": try value(result.added), "refused": try value(result.refused),
          "changes": try changes(result.changes),
        ]))
    }
  }

  static let renameKey = ToolDefinition.writing(
    "rename_key", title: "Rename a key",
    description: """
      Rename keys in every catalog and at every usage in the Swift sources (l10n.yml's), keeping every \
      translation, as l10n rename does. Places to look at by hand (a key built at run time, a usage l10n cannot \
      rewrite) come back as manualChecks. Dry run unless apply is true.
      """,
    arguments: ArgumentSchema([
      .string("old", "The key as it is now.", required: true),
      .string("new", "The new key.", required: true),
      .boolean("allowAnyName", "Rename to a key that does not follow the key convention (l10n.yml's keys.pattern)."),
      apply,
    ]), destructive: true, idempotent: false
  ) { call in
    let apply = try call.arguments.bool("apply")
    var request = RenameRequest(
      pairs: [.init(old: try call.arguments.string("old"), new: try call.arguments.string("new"))], waiting: waiting)
    request.dryRun = !apply
    request.allowAnyName = try call.arguments.bool("allowAnyName")
    return try await run(call, request) { session, request in
      let result = try session.run(request)
      let renames = result.rows.map {
        Renamed(old: $0.pair.old, new: $0.pair.new, catalogs: $0.catalogs, usages: $0.usages)
      }
      return try JSONValueEncoder.line(
        Value.object([
          "applied": .bool(apply), "written": .array(result.written.map { .string($0) }),
          "renames": try value(renames), "manualChecks": .array(result.manualChecks.map { .string("\($0)") }),
        ]))
    }
  }

  /// One key renamed: the catalogs it was renamed in and how many usages in code were rewritten.
  struct Renamed: Encodable {
    var old: String
    var new: String
    var catalogs: [String]
    var usages: Int
  }

  static let markStale = syncTool(
    "mark_stale", title: "Mark unused keys stale",
    description: """
      Sync the catalogs with the code as l10n extract --mark-stale does: keys the code uses are added, and keys \
      l10n manages that the code no longer uses are marked stale (extractionState stale), never one a string \
      literal in the code names. Refused, with nothing written, when Swift files under the project lie outside \
      l10n.yml's sources, or when it would take more than maxPrune percent of a catalog's keys. Dry run unless \
      apply is true.
      """, markStale: true, prune: false, destructive: false)

  static let prune = syncTool(
    "prune", title: "Remove unused keys",
    description: """
      Sync the catalogs with the code as l10n extract --prune does: keys the code uses are added, and keys l10n \
      manages that the code no longer uses are removed with their translations, never one a string literal in \
      the code names. Refused, with nothing written, when Swift files under the project lie outside l10n.yml's \
      sources, or when it would remove more than maxPrune percent of a catalog's keys. Dry run unless apply is \
      true.
      """, markStale: false, prune: true, destructive: true)

  static let extract = syncTool(
    "extract", title: "Extract keys from code",
    description: """
      Sync the catalogs with the code as l10n extract does: keys the Swift sources use (l10n.yml's sources) are \
      added with their comment and source text, comments the code changed are taken; keys no longer used are \
      reported, never removed (mark_stale and prune do that). Dry run unless apply is true.
      """, markStale: false, prune: false, destructive: false)

  /// `l10n extract`, with `--mark-stale` or `--prune` as asked: the catalogs' changes and
  /// findings, or the guard's refusal.
  static func syncTool(
    _ name: String, title: String, description: String, markStale: Bool, prune: Bool, destructive: Bool
  ) -> ToolDefinition {
    var arguments: [ArgumentSchema.Argument] = [apply]
    if markStale || prune {
      arguments.insert(
        .integer(
          "maxPrune", "The largest share of a catalog's keys, in percent, one run may take (default 25)."), at: 0)
    }
    return ToolDefinition.writing(
      name, title: title, description: description, arguments: ArgumentSchema(arguments), destructive: destructive,
      idempotent: true
    ) { call in
      let apply = try call.arguments.bool("apply")
      let maxPrune = markStale || prune ? try call.arguments.int("maxPrune", default: 25, in: 0...100) : 25
      let request = ExtractRequest(
        sources: [], catalog: nil, markStale: markStale, prune: prune, updateSource: false,
        maxPrunePercent: Double(maxPrune), useCache: apply, writes: apply, waiting: waiting)
      return try await run(call, request) { session, request in
        let report = try session.run(request)
        if let refusal = report.refusal {
          return try JSONValueEncoder.line(
            Value.object(["applied": false, "written": [], "refused": .string(refusal), "catalogs": []]))
        }
        let written = report.catalogs.filter(\.written).map(\.file)
        return try JSONValueEncoder.line(
          Value.object([
            "applied": .bool(apply), "written": .array(written.map { .string($0) }),
            "catalogs": try value(
              report.catalogs.map {
                SyncedCatalog(file: $0.file, new: $0.new, changes: $0.changes, findings: $0.findings)
              }),
            "warnings": .array(report.warnings.map { .string($0) }),
          ]))
      }
    }
  }

  /// One catalog's part of an extract: its changes and findings (the same in a dry run).
  struct SyncedCatalog: Encodable {
    var file: String
    var new: Bool
    var changes: [CatalogSync.Change]
    var findings: [CatalogSync.Finding]
  }
}
