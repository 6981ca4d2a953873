import Testing

/// Text edits of a real, Xcode-written catalog, made on its lines (independent of l10n's model
/// and writer): Xcode writes a key at 4 spaces, a language at 8, its fields deeper.
public enum CatalogTextEdits {
  /// The keys, in file order.
  public static func keys(_ text: String) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false).compactMap { line in
      guard line.hasPrefix("    \""), line.hasSuffix("\" : {"), !line.hasPrefix("     ") else { return nil }
      return String(line.dropFirst(5).dropLast(5))
    }
  }

  /// The line range of `language`'s localization under `key` (from `"de" : {` to its `}`).
  public static func languageRange(_ lines: [Substring], key: String, language: String) -> ClosedRange<Int>? {
    guard let keyLine = lines.firstIndex(of: Substring("    \"\(key)\" : {")) else { return nil }
    guard let keyEnd = lines[keyLine...].firstIndex(where: { $0 == "    }," || $0 == "    }" }) else { return nil }
    guard let start = lines[keyLine..<keyEnd].firstIndex(of: Substring("        \"\(language)\" : {")) else {
      return nil
    }
    guard let end = lines[start...].firstIndex(where: { $0 == "        }," || $0 == "        }" }) else { return nil }
    return start...end
  }

  /// Removes a language that is not the last of its key (its block ends with `},`).
  public static func removingLanguage(_ text: String, key: String, language: String) -> String {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard let range = languageRange(lines, key: key, language: language) else {
      Issue.record("no \(language) under \(key)")
      return text
    }
    #expect(lines[range.upperBound] == "        },")
    lines.removeSubrange(range)
    return lines.joined(separator: "\n")
  }

  /// Replaces a field (`value` or `state`) of the `stringUnit` of `key`'s `language`.
  public static func replacing(
    _ field: String, of key: String, language: String, with newValue: String, in text: String
  )
    -> String
  {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard let range = languageRange(lines, key: key, language: language),
      let line = lines[range].firstIndex(where: { $0.hasPrefix("            \"\(field)\" : ") })
    else {
      Issue.record("no \(field) for \(key) \(language)")
      return text
    }
    let hasComma = lines[line].hasSuffix(",")
    lines[line] = Substring("            \"\(field)\" : \"\(newValue)\"" + (hasComma ? "," : ""))
    return lines.joined(separator: "\n")
  }

  /// The value of a field of `key`'s `language`.
  public static func field(_ field: String, of key: String, language: String, in text: String) -> String? {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard let range = languageRange(lines, key: key, language: language),
      let line = lines[range].first(where: { $0.hasPrefix("            \"\(field)\" : ") })
    else { return nil }
    let value = line.drop { $0 != ":" }.dropFirst(3)
    return String(value.hasSuffix(",") ? value.dropLast(2) : value.dropLast())
  }

  /// Keeps one side of every marked conflict, per the documented format.
  public static func resolve(_ marked: String, keeping side: String) -> String {
    ConflictMarkers.resolve(marked, keeping: side)
  }
}
