import Foundation
import OrderedCollections

extension CatalogMergeResult {
  /// The merged catalog in Xcode's format, with each conflict written as both versions between
  /// git-style markers, around the smallest member that holds it (a key, a language, or a
  /// variation case; a top-level field):
  ///
  /// ```
  ///         "de" : {
  /// <<<<<<< ours
  ///           "stringUnit" : { … ours … }
  /// ```
  ///
  /// precisely: the lines of the member as ours has it, then `=======`, then the lines as theirs
  /// has it, between `<<<<<<< ours` and `>>>>>>> theirs` (each marker on its own line at column
  /// 0). A side that deleted the member has no lines. Deleting one side and the three marker
  /// lines leaves a valid catalog. When the member is the last of its object and a side deleted
  /// it, the line before it (which ends with the separating comma) goes into both sides, with
  /// the comma on the side that keeps the member and without it on the other.
  ///
  /// With no conflicts this is the catalog's `encoded()` bytes.
  ///
  /// `markerSize` is the length of each marker (git's `conflict-marker-size`, 7 by default).
  public func markedBytes(ourLabel: String = "ours", theirLabel: String = "theirs", markerSize: Int = 7) -> [UInt8] {
    guard !conflicts.isEmpty else { return catalog.encoded() }
    let size = max(markerSize, 1)
    let token = "l10n-merge-conflict-" + UUID().uuidString.lowercased() + "-"
    var marked = catalog
    for (index, conflict) in conflicts.enumerated() {
      marked.placeSentinel(for: conflict, name: token + String(index))
    }
    let format = catalog.fileFormat
    var plain = marked
    plain.fileFormat = FileFormat()
    var lines = String(decoding: plain.encoded(), as: UTF8.self).split(
      separator: "\n", omittingEmptySubsequences: false
    )
    .map(String.init)

    // Find each sentinel: an object member (`"token-N" : 0`, the member is the line before to
    // the line after) or a string value (`"field" : "token-N"`, one line).
    struct Region {
      var conflict: Int
      var start: Int
      var end: Int
      /// The text before the value: indentation, key and ` : `.
      var prefix: String
      var indent: String
    }
    var regions: [Region] = []
    for (number, line) in lines.enumerated() {
      guard let range = line.range(of: token) else { continue }
      let digits = line[range.upperBound...].prefix { $0.isNumber }
      guard let index = Int(digits) else { continue }
      let indent = String(line.prefix { $0 == " " })
      if line[..<range.lowerBound].hasSuffix(indent + "\""), line.hasSuffix(" : 0") {
        let keyLine = lines[number - 1]
        regions.append(
          Region(
            conflict: index, start: number - 1, end: number + 1, prefix: String(keyLine.dropLast()),
            indent: String(keyLine.prefix { $0 == " " })))
      } else {
        regions.append(
          Region(
            conflict: index, start: number, end: number, prefix: String(line[..<range.lowerBound].dropLast()),
            indent: indent))
      }
    }
    regions.sort { $0.start > $1.start }
    let regionEnds = Set(regions.map(\.end))
    for region in regions {
      let conflict = conflicts[region.conflict]
      let hasComma = lines[region.end].hasSuffix(",")
      func render(_ side: MergeConflict.Side) -> [String]? {
        guard let text = side.valueText() else { return nil }
        var rendered = text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { offset, line in
          offset == 0 ? region.prefix + line : (line.isEmpty ? "" : region.indent + line)
        }
        if hasComma { rendered[rendered.count - 1] += "," }
        return rendered
      }
      var start = region.start
      var leading: (ours: [String], theirs: [String]) = ([], [])
      let oneSideDeleted = conflict.ours.isDeleted != conflict.theirs.isDeleted
      if !hasComma && oneSideDeleted && start > 0 && lines[start - 1].hasSuffix(",") {
        // The last member of its object: the separator before it belongs to whichever side keeps it.
        let previous = lines[start - 1]
        let withoutComma = String(previous.dropLast())
        if regionEnds.contains(start - 1) {
          // The line before closes another conflict: keep it whole there, and put the separator
          // on a line of its own.
          lines[start - 1] = withoutComma
          let separator = [region.indent + ","]
          leading = (conflict.ours.isDeleted ? [] : separator, conflict.theirs.isDeleted ? [] : separator)
        } else {
          start -= 1
          leading = (
            conflict.ours.isDeleted ? [withoutComma] : [previous],
            conflict.theirs.isDeleted ? [withoutComma] : [previous]
          )
        }
      }
      let block =
        [String(repeating: "<", count: size) + " " + ourLabel] + leading.ours + (render(conflict.ours) ?? [])
        + [String(repeating: "=", count: size)] + leading.theirs + (render(conflict.theirs) ?? [])
        + [String(repeating: ">", count: size) + " " + theirLabel]
      lines.replaceSubrange(start...region.end, with: block)
    }
    var text = lines.joined(separator: format.usesCRLF ? "\r\n" : "\n")
    if format.hasTrailingNewline { text += format.usesCRLF ? "\r\n" : "\n" }
    let bytes = Array(text.utf8)
    return format.hasByteOrderMark ? [0xEF, 0xBB, 0xBF] + bytes : bytes
  }
}

extension MergeConflict.Side {
  var isDeleted: Bool {
    switch self {
    case .entry(let entry): entry == nil
    case .localization(let localization): localization == nil
    case .value(let value): value == nil
    }
  }

  /// The value as Xcode writes it at the top level (LF line breaks); nil when deleted.
  func valueText() -> String? {
    var writer = JSONWriter()
    switch self {
    case .entry(let entry):
      guard let entry else { return nil }
      entry.write(to: &writer)
    case .localization(let localization):
      guard let localization else { return nil }
      localization.write(to: &writer)
    case .value(let value):
      guard let value else { return nil }
      writer.value(value)
    }
    return String(decoding: writer.bytes, as: UTF8.self)
  }
}

extension StringCatalog {
  /// Puts a placeholder where the conflict's member is, which the writer writes on known lines.
  fileprivate mutating func placeSentinel(for conflict: MergeConflict, name: String) {
    if let field = conflict.field {
      switch field {
      case "sourceLanguage": sourceLanguage = name
      case "version": version = name
      default:
        if unknownFields[field] != nil {
          unknownFields[field] = .string(name)
        } else {
          let index = XcodeKeyOrder.insertionIndex(of: field, in: unknownFields.keys)
          unknownFields.members.insert(JSONMember(key: field, value: .string(name)), at: index)
        }
      }
      return
    }
    guard let key = conflict.key else { return }
    var sentinelEntry = CatalogEntry()
    sentinelEntry.unknownFields = [name: .number("0")]
    guard let language = conflict.language else {
      strings.insertInXcodeOrder(key, sentinelEntry)
      return
    }
    var sentinel = Localization()
    sentinel.unknownFields = [name: .number("0")]
    guard var entry = strings[key] else { return }
    var localizations = entry.localizations ?? [:]
    var localization = localizations[language] ?? Localization()
    localization[conflict.path] = sentinel
    localizations.insertInXcodeOrder(language, localization)
    entry.localizations = localizations
    strings[key] = entry
  }
}
