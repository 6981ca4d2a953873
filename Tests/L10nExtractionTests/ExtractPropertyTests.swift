import Foundation
import L10nCatalog
import L10nExtraction
import L10nProject
import L10nTestSupport
import OrderedCollections
import Testing

/// (e) Extracting twice gives what extracting once gives, on random catalogs and random Swift
/// sources (keys with any characters, written with Swift's escapes; the three call shapes;
/// trailing comments, `comment:` and `defaultValue:`), with every option; and the keys the
/// scanner finds are exactly the keys written in the source.
///
/// `L10N_PROPERTY_ITERATIONS` / `L10N_PROPERTY_SEED` as in `PropertyTests`.
@Suite struct ExtractPropertyTests {
  /// `text` as a Swift string literal's contents.
  static func swiftEscaped(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case "\0": result += "\\0"
      case _
      where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar == "\u{2028}" || scalar == "\u{2029}"
        || scalar == "\u{FEFF}":
        result += "\\u{\(String(scalar.value, radix: 16))}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// Random Swift source using `keys`, and the keys in the order written.
  static func source(keys: [String], generator: inout CatalogGenerator) -> String {
    var lines = ["import Foundation", "", "struct Screen {", "  func body() {"]
    for (index, key) in keys.enumerated() {
      let literal = "\"\(swiftEscaped(key))\""
      // A trailing comment's text, on one line.
      let text = generator.text(maxPieces: 3).filter { !$0.isNewline && $0 != "\r\n" }
      switch generator.int(0...3) {
      case 0: lines.append("    let v\(index) = \(literal).i18n")
      case 1: lines.append("    let v\(index) = \(literal).i18n // \(text)")
      case 2:
        lines.append(
          "    let v\(index) = NSLocalizedString(\(literal), comment: \"\(swiftEscaped(generator.text()))\")")
      default:
        lines.append(
          "    let v\(index) = String(localized: \(literal), defaultValue: \"\(swiftEscaped(generator.text()))\", comment: \"\(swiftEscaped(generator.text()))\")"
        )
      }
    }
    lines += ["  }", "}", ""]
    return lines.joined(separator: "\n")
  }

  @Test func extractingTwiceIsExtractingOnce() throws {
    let count = PropertySettings.iterations()
    var usagesSeen = 0
    for index in 0..<count {
      let seed = PropertySettings.seed(index)
      var generator = CatalogGenerator(seed: seed)
      var catalog = try StringCatalog(bytes: generator.catalog().bytes, file: "seed-\(seed)")
      // Keys: some the catalog has, some new, some twice.
      var keys: [String] = Array(catalog.strings.keys).filter { _ in generator.bool(0.5) }
      keys += (0..<generator.int(0...6)).map { _ in generator.key() }
      if let first = keys.first, generator.bool(0.2) { keys.append(first) }
      keys.shuffle(using: &generator.random)
      let source = Self.source(keys: keys, generator: &generator)
      let extraction = SwiftSourceScanner().extract(source: source, file: "Screen.swift")
      let found = extraction.usages.map(\.key)
      let sameKeys = found.count == keys.count && zip(found, keys).allSatisfy { $0.utf8.elementsEqual($1.utf8) }
      #expect(
        sameKeys,
        "seed \(seed): the scanner found \(found.map(\.debugDescription)) in a source using \(keys.map(\.debugDescription))"
      )
      usagesSeen += found.count

      let mode = generator.int(0...2)
      let options = CatalogSync.Options(
        markStale: mode == 1, prune: mode == 2, updateSource: generator.bool(),
        keyPattern: generator.bool() ? #"^[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*)+$"# : nil)
      _ = CatalogSync(options: options).apply(extraction.usages, to: &catalog)
      let once = catalog.encoded()
      // As the tool does: the second run reads the file the first one wrote.
      var reread = try StringCatalog(bytes: once, file: "seed-\(seed)")
      let second = CatalogSync(options: options).apply(extraction.usages, to: &reread)
      #expect(second.changes.isEmpty, "seed \(seed): a second extract changes \(second.changes.prefix(3))")
      expectSameBytes(reread.encoded(), once, "seed \(seed): extract twice")
    }
    #expect(usagesSeen > count)
    print("property extract twice: \(count) catalogs and sources (\(usagesSeen) usages), seed \(PropertySettings.seed)")
  }
}
