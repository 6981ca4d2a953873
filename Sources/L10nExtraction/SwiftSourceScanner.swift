import Foundation
import L10nCatalog
import L10nProject
import L10nText
import SwiftParser
import SwiftSyntax

/// What one Swift file holds: its usages, warnings, and the other string literals it mentions
/// (each text once, at its first place).
public struct FileExtraction: Sendable, Hashable, Codable {
  public var usages: [KeyUsage]
  public var warnings: [ExtractionWarning]
  public var mentions: [KeyPlace]
  /// The interpolated literals that are no usage, each template at its first place: the keys they
  /// match are mentioned (`TemplateMention`).
  public var templateMentions: [TemplateMention]
  /// The names the file may use as Xcode's generated key symbols (`SymbolReferences`), each at
  /// its first place.
  public var symbols: [KeyPlace]
  /// The file could not be read or parsed: which keys it names is unknown, so nothing may be
  /// pruned nor marked stale.
  public var unscanned: Bool

  public init(
    usages: [KeyUsage] = [], warnings: [ExtractionWarning] = [], mentions: [KeyPlace] = [],
    templateMentions: [TemplateMention] = [], symbols: [KeyPlace] = [], unscanned: Bool = false
  ) {
    self.usages = usages
    self.warnings = warnings
    self.mentions = mentions
    self.templateMentions = templateMentions
    self.symbols = symbols
    self.unscanned = unscanned
  }
}

/// Finds key usages in Swift files: a cheap byte scan skips files without a string literal, the rest
/// are parsed with swift-syntax on all cores, and results are cached by content hash.
public struct SwiftSourceScanner: Sendable {
  public var shapes: CallShapes

  public init(shapes: CallShapes = CallShapes()) {
    self.shapes = shapes
  }

  /// Extracts from the source text of one file.
  public func extract(source bytes: [UInt8], file: String) -> FileExtraction {
    extractFile(bytes, file: file).extraction
  }

  /// What one file holds, and whether it was parsed: a file without a string literal is not
  /// (the byte scan), but its bytes are still read for key symbols (`SymbolReferences`).
  func extractFile(_ bytes: [UInt8], file: String) -> (extraction: FileExtraction, parsed: Bool) {
    let parsed = mayContainUsage(bytes)
    var extraction = parsed ? parse(bytes, file: file) : FileExtraction()
    extraction.symbols = SymbolReferences.scan(bytes, file: file)
    return (extraction, parsed)
  }

  /// The key usages of a file with where each key's literal text is, and the file's warnings (a
  /// key built with interpolation among them) and mentions: by the same recognition as `parse`,
  /// for `rename`, which rewrites only a literal's text. A file too deeply nested to parse gives
  /// only its warning.
  public func keyLiterals(_ bytes: [UInt8], file: String) -> (
    usages: [(usage: KeyUsage, literal: KeyLiteral)], warnings: [ExtractionWarning], mentions: [KeyPlace]
  ) {
    if let (depth, _) = Self.deepBracketNesting(bytes) {
      return (
        [], [ExtractionWarning(file: file, line: 1, column: 1, message: "brackets nest \(depth) deep; not scanned")], []
      )
    }
    let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
    let converter = SourceLocationConverter(fileName: file, tree: tree)
    let visitor = KeyUsageVisitor(shapes: shapes, file: file, converter: converter)
    visitor.walk(tree)
    return (Array(zip(visitor.usages, visitor.literals)), visitor.warnings, visitor.mentions)
  }

  /// Parses a file that passed the byte scan.
  func parse(_ bytes: [UInt8], file: String) -> FileExtraction {
    var warnings: [ExtractionWarning] = []
    if let offset = UTF8Validation.firstInvalidOffset(bytes) {
      let line = bytes[..<offset].filter { $0 == 0x0A }.count + 1
      warnings.append(
        ExtractionWarning(
          file: file, line: line, column: 1,
          message: "the file is not valid UTF-8 (byte \(offset)); it was parsed with the bad bytes replaced"))
    }
    if let (depth, offset) = Self.deepBracketNesting(bytes) {
      // swift-syntax's lookahead for collection types takes time exponential in the number of
      // open `[` (20 take seconds, 30 hours): such a file is not parsed (found by fuzzing).
      let line = bytes[..<offset].filter { $0 == 0x0A }.count + 1
      let lineStart = bytes[..<offset].lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
      let column = bytes[lineStart..<offset].reduce(1) { $1 & 0xC0 == 0x80 ? $0 : $0 + 1 }
      warnings.append(
        ExtractionWarning(
          file: file, line: line, column: column,
          message:
            "brackets nest \(depth) deep here (at most \(Self.maximumBracketDepth)); the file was not scanned for keys")
      )
      return FileExtraction(usages: [], warnings: warnings, unscanned: true)
    }
    let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
    let converter = SourceLocationConverter(fileName: file, tree: tree)
    let visitor = KeyUsageVisitor(shapes: shapes, file: file, converter: converter)
    visitor.walk(tree)
    visitor.attachTrailingComments(tree.trailingLineComments(converter: converter))
    return FileExtraction(
      usages: visitor.usages, warnings: warnings + visitor.warnings, mentions: visitor.mentions,
      templateMentions: visitor.templateMentions)
  }

  /// The deepest `[` nesting a file may have: real code nests a few deep; the parser's time
  /// doubles with each open `[` past about ten.
  static let maximumBracketDepth = 16

  /// The nesting of `[` (less `]`) where it first passes `maximumBracketDepth`, and its offset;
  /// nil when it never does. Brackets in strings and comments count too: a file needs many
  /// unbalanced ones there to reach the limit.
  static func deepBracketNesting(_ bytes: [UInt8]) -> (depth: Int, offset: Int)? {
    var depth = 0
    for (offset, byte) in bytes.enumerated() {
      if byte == UInt8(ascii: "[") {
        depth += 1
        if depth > maximumBracketDepth { return (depth, offset) }
      } else if byte == UInt8(ascii: "]"), depth > 0 {
        depth -= 1
      }
    }
    return nil
  }

  /// Extracts from the source text of one file given as a string (tests, tools).
  public func extract(source: String, file: String) -> FileExtraction {
    extract(source: Array(source.utf8), file: file)
  }

  /// True if the bytes hold a string literal (a quote): any literal may be a usage, or mention a
  /// catalog key (`FileExtraction.mentions`). Files without one are not parsed.
  func mayContainUsage(_ bytes: [UInt8]) -> Bool {
    bytes.contains(UInt8(ascii: "\""))
  }
}
