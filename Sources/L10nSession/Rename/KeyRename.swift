import Foundation
import L10nCatalog
import L10nExtraction
import L10nProject
import L10nReporting
import OrderedCollections

/// `l10n rename` in memory: every catalog that has an old key gets the entry under the new key,
/// at Xcode's place, with everything in it (localizations, variations, comment, states, unknown
/// fields); every usage `extract` recognises gets the new key in its literal, and only the
/// literal's text changes. Everything is checked before anything changes: any refusal throws,
/// naming every problem, with catalogs and files untouched. Nothing is written here.
public struct KeyRename {
  public struct Pair: Sendable, Hashable {
    public var old: String
    public var new: String
    public init(old: String, new: String) { (self.old, self.new) = (old, new) }
  }

  /// A Swift file with its new bytes.
  public struct SwiftFile: Sendable {
    public var url: URL
    public var displayPath: String
    public var original: [UInt8]
    public var bytes: [UInt8]
    /// The literals rewritten in it.
    public var edits: Int
  }

  /// What changed, per pair, for the summary.
  public struct Row: Sendable, Hashable {
    public var pair: Pair
    public var catalogs: [String]
    public var usages: Int
  }

  public var rows: [Row] = []
  /// The indices of the catalogs that changed.
  public var touched: [Int] = []
  public var swiftFiles: [SwiftFile] = []
  /// Places to look at by hand: a key built with interpolation whose literal parts could make an
  /// old key, or an old key's literal outside any call extract knows.
  public var manualChecks: [Warning] = []

  /// Plans the renames over `catalogs` (changed in place) and the Swift files of `sources`.
  ///
  /// - Parameters:
  ///   - extraction: the project's extraction (`sources.scan`), whose keys built at run time and
  ///     mentions are checked against the old keys; nil without sources.
  ///   - dynamicKeys: l10n.yml's `keys.dynamic`.
  ///   - keyPattern: the key convention a new key must follow, unless `allowAnyName`.
  ///   - defaultTable: the table of usages that name none (`Localizable`).
  public init(
    _ pairs: [Pair], catalogs: inout [CatalogFile], sources: ProjectSources?, extraction: ExtractionResult?,
    dynamicKeys: DynamicKeys, keyPattern: KeyPattern, allowAnyName: Bool, defaultTable: String
  ) throws(RenameError) {
    var problems = Self.mapProblems(pairs)
    let matcher = keyPattern.matcher()
    // Which catalogs (by table) each old key is in.
    var tables: [String: Set<String>] = [:]
    for pair in pairs {
      if !allowAnyName && !matcher.matches(pair.new) {
        problems.append(
          "\"\(pair.new)\" does not follow the key convention (\(keyPattern.pattern)); --allow-any-name renames to it anyway"
        )
      }
      var found: [String] = []
      for file in catalogs {
        guard let entry = file.catalog.strings[pair.old] else { continue }
        found.append(file.displayPath)
        tables[pair.old, default: []].insert(ProjectSources.table(of: URL(fileURLWithPath: file.resolvedPath)))
        if let existing = file.catalog.strings[pair.new], existing != entry {
          problems.append(
            "\"\(pair.new)\" already exists in \(file.displayPath) with other content; merge the two by hand first")
        }
      }
      if found.isEmpty { problems.append("\"\(pair.old)\" is in no catalog") }
      rows.append(Row(pair: pair, catalogs: found, usages: 0))
    }
    // The Swift files: each usage of an old key, in a catalog that has it, gets the new literal.
    let renames = Dictionary(pairs.map { ($0.old, $0.new) }, uniquingKeysWith: { first, _ in first })
    var usageCounts: [String: Int] = [:]
    if let sources {
      let scanner = SwiftSourceScanner(shapes: sources.shapes)
      let olds = pairs.map { Array($0.old.utf8) }
      let escapable = pairs.contains { Self.needsEscape($0.old) }
      for url in sources.files {
        guard let bytes = try? sources.projectFiles.read(url),
          olds.contains(where: { Self.contains(bytes, $0) })
            || Self.hasEscapeThatMayHide(bytes, escapableKeys: escapable)
        else { continue }
        let display = PathDisplay.relative(url, to: sources.workingDirectory)
        let found = scanner.keyLiterals(bytes, file: display)
        var edits: [(Range<Int>, [UInt8])] = []
        for (usage, literal) in found.usages {
          guard let new = renames[usage.key], tables[usage.key]?.contains(usage.table ?? defaultTable) == true else {
            continue
          }
          guard let text = literal.source(for: new) else {
            problems.append("\(usage.location): \"\(new)\" cannot be written in this raw or multi-line literal")
            continue
          }
          edits.append((literal.contentRange, Array(text.utf8)))
          usageCounts[usage.key, default: 0] += 1
        }
        guard !edits.isEmpty else { continue }
        var newBytes = bytes
        for (range, text) in edits.sorted(by: { $0.0.lowerBound > $1.0.lowerBound }) {
          newBytes.replaceSubrange(range, with: text)
        }
        swiftFiles.append(
          SwiftFile(url: url, displayPath: display, original: bytes, bytes: newBytes, edits: edits.count))
      }
    }
    manualChecks = Self.manualChecks(pairs, extraction: extraction, dynamicKeys: dynamicKeys)
    if !problems.isEmpty { throw RenameError(problems) }
    for index in rows.indices { rows[index].usages = usageCounts[rows[index].pair.old] ?? 0 }
    // The catalogs: each entry leaves its old key and goes in under the new one where Xcode would
    // put it (an equal entry already there stays, once).
    for index in catalogs.indices {
      var strings = catalogs[index].catalog.strings
      var moved: [(String, CatalogEntry)] = []
      for pair in pairs {
        guard let entry = strings.removeValue(forKey: pair.old) else { continue }
        if strings[pair.new] == nil { moved.append((pair.new, entry)) }
      }
      guard strings.count != catalogs[index].catalog.strings.count || !moved.isEmpty else { continue }
      let merged = XcodeKeyOrder.merge(strings.elements.map { ($0.key, $0.value) }, adding: moved, key: \.0)
      catalogs[index].catalog.strings = OrderedDictionary(uniqueKeysWithValues: merged)
      touched.append(index)
    }
  }

  /// Writes the plan and returns the paths written.
  ///
  /// First every file is checked to hold what the plan was made from: a Swift file or catalog
  /// changed since (an editor saved it) refuses the rename, naming each, with nothing written.
  /// Then the Swift files are written (each atomically, refused if it changed meanwhile), then
  /// the catalogs (each atomically; the caller holds their locks). Should a write fail, the Swift
  /// files already written are put back as they were while no catalog has been written, so
  /// nothing is half done; after a catalog was written, the error names what was written and
  /// what was not.
  public func write(_ catalogs: [CatalogFile], files: ProjectFiles) throws(RenameError) -> [String] {
    var changed: [String] = []
    for file in swiftFiles where (try? files.read(file.url)) != file.original {
      changed.append("\(file.displayPath): changed on disk since l10n read it")
    }
    for index in touched {
      do throws(CatalogError) {
        if try !files.isUnchanged(catalogs[index]) {
          changed.append("\(catalogs[index].displayPath): changed on disk since l10n read it")
        }
      } catch {
        changed.append("\(error)")
      }
    }
    if !changed.isEmpty {
      throw RenameError(changed + ["run l10n rename again to rename in the files as they are now"])
    }

    var writtenSwift: [SwiftFile] = []
    var writtenCatalogs: [String] = []
    do throws(CatalogError) {
      for file in swiftFiles {
        try files.write(
          file.bytes, to: file.url, mode: .replaceIfUnchanged(original: file.original), displayPath: file.displayPath)
        writtenSwift.append(file)
      }
      for index in touched where try files.save(catalogs[index]) { writtenCatalogs.append(catalogs[index].displayPath) }
    } catch {
      let after = afterFailure(swift: writtenSwift, catalogs: writtenCatalogs, catalogs, files: files)
      throw RenameError(["\(error)"] + after.lines, partial: after.partial)
    }
    return writtenSwift.map(\.displayPath) + writtenCatalogs
  }

  /// What a write that failed part way leaves: the Swift files written are put back while no
  /// catalog was written; otherwise (or when one cannot be put back) what was written is named.
  private func afterFailure(
    swift: [SwiftFile], catalogs written: [String], _ catalogs: [CatalogFile], files: ProjectFiles
  ) -> (
    lines: [String], partial: Bool
  ) {
    var keptSwift = swift
    if written.isEmpty {
      var notRestored: [SwiftFile] = []
      for file in swift.reversed() {
        do {
          try files.write(
            file.original, to: file.url, mode: .replaceIfUnchanged(original: file.bytes), displayPath: file.displayPath)
        } catch {
          notRestored.append(file)
        }
      }
      if notRestored.isEmpty {
        let note = "the Swift files written before it were put back as they were"
        return (swift.isEmpty ? [] : [note], false)
      }
      keptSwift = notRestored.reversed()
    }
    let done = keptSwift.map(\.displayPath) + written
    let notDone =
      swiftFiles.map(\.displayPath).filter { path in !keptSwift.contains { $0.displayPath == path } }
      + touched.map { catalogs[$0].displayPath }.filter { !written.contains($0) }
    return (
      [
        "written with the new keys: \(done.joined(separator: ", "))",
        notDone.isEmpty
          ? "every other file is unchanged" : "not written (old keys): \(notDone.joined(separator: ", "))",
      ], true
    )
  }

  /// Where code may make an old key in a way no rename can rewrite: a key built with
  /// interpolation whose literal parts match it, a family l10n.yml's `keys.dynamic` declares, a
  /// literal outside any known call.
  static func manualChecks(_ pairs: [Pair], extraction: ExtractionResult?, dynamicKeys: DynamicKeys) -> [Warning] {
    var checks: [Warning] = []
    for pair in pairs {
      for warning in extraction?.warnings ?? [] {
        guard let pattern = warning.dynamicPattern, DynamicKeys([pattern]).matches(pair.old) else { continue }
        checks.append(
          Warning(
            "a key built at run time (\(pattern)) could be \"\(pair.old)\"; check it by hand",
            at: warning.place))
      }
      if let pattern = dynamicKeys.patterns.first(where: { DynamicKeys([$0]).matches(pair.old) }) {
        checks.append(
          Warning(
            "keys.dynamic declares \(pattern), which \"\(pair.old)\" is one of: code builds it at run time; check it by hand",
            at: SourcePlace(file: "l10n.yml")))
      }
      if let mention = extraction?.mentions[pair.old] {
        checks.append(
          Warning(
            "\"\(pair.old)\" is written here outside any call l10n knows; check it by hand", at: mention.place))
      }
    }
    return checks
  }

  /// A map that names a key twice, renames a key to itself, or chains renames.
  static func mapProblems(_ pairs: [Pair]) -> [String] {
    var problems: [String] = []
    if pairs.isEmpty { problems.append("nothing to rename") }
    var olds = Set<String>()
    var news = Set<String>()
    for pair in pairs {
      if pair.old == pair.new { problems.append("\"\(pair.old)\" is renamed to itself") }
      if !olds.insert(pair.old).inserted { problems.append("\"\(pair.old)\" is renamed twice") }
      if !news.insert(pair.new).inserted { problems.append("two keys are renamed to \"\(pair.new)\"") }
    }
    for pair in pairs where olds.contains(pair.new) && pair.old != pair.new {
      problems.append("\"\(pair.new)\" is both a new and an old key; rename in two runs")
    }
    return problems
  }

  /// Whether a key has a character a Swift literal may write as an escape (`\"`, `\n`, `\\`).
  static func needsEscape(_ key: String) -> Bool {
    key.utf8.contains { [0x22, 0x27, 0x5C, 0x0A, 0x0D, 0x09, 0x00].contains($0) }
  }

  /// Whether `bytes` hold an escape that may write a key's characters otherwise than as they
  /// are: `\u{…}` (any character; `\#u{…}` in a raw literal), a line continuation in a
  /// multi-line literal, or, when a key needs one (`escapableKeys`), any escape. Such a file is
  /// parsed, and its literals' values (as extract decodes them) compared with the keys, so a key
  /// written `"a\u{2E}b"` is renamed like `"a.b"`.
  static func hasEscapeThatMayHide(_ bytes: [UInt8], escapableKeys: Bool) -> Bool {
    var index = 0
    while let backslash = bytes[index...].firstIndex(of: 0x5C) {
      if escapableKeys { return true }
      var next = backslash + 1
      while next < bytes.count, bytes[next] == UInt8(ascii: "#") { next += 1 }
      guard next < bytes.count else { return false }
      switch bytes[next] {
      case UInt8(ascii: "u"): if next + 1 < bytes.count, bytes[next + 1] == UInt8(ascii: "{") { return true }
      case 0x0A, 0x0D: return true
      default: break
      }
      index = next + 1
    }
    return false
  }

  private static func contains(_ bytes: [UInt8], _ needle: [UInt8]) -> Bool {
    guard let first = needle.first, needle.count <= bytes.count else { return needle.isEmpty }
    var index = 0
    while index + needle.count <= bytes.count {
      if bytes[index] == first, bytes[index..<(index + needle.count)].elementsEqual(needle) { return true }
      index += 1
    }
    return false
  }
}

/// Why a rename was refused (every problem found, one per line; nothing was written), or why
/// it stopped part way (`partial`: the lines say what was written and what was not).
public struct RenameError: Error, CustomStringConvertible {
  public var problems: [String]
  /// Some files were written before the failure and stay so.
  public var partial: Bool
  public init(_ problems: [String], partial: Bool = false) { (self.problems, self.partial) = (problems, partial) }
  public var description: String {
    (partial ? "the rename stopped part way:\n" : "nothing was renamed:\n")
      + problems.map { "  " + $0 }.joined(separator: "\n")
  }
}
