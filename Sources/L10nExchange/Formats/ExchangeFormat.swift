import Foundation
import L10nCatalog

/// A format l10n exchanges with translators, as users name it (`--format xliff`). Each lives in a
/// folder of its own, `Formats/<Format>/`, as a type that conforms to `ExchangeFormat.Definition`
/// and one static value (`ExchangeFormat.po`); the registry, `allCases`, lists them once, and
/// import's reader, export's writer and file names, the command line's values, help and
/// completions all go by it.
public struct ExchangeFormat: Sendable, Hashable, CaseIterable, RawRepresentable, CustomStringConvertible {
  /// The registry: every format, in the order help lists them and detection tries them.
  public static let allCases: [ExchangeFormat] = [.xliff, .xcloc, .csv, .po, .pot]

  /// What a format is and does: one type per format, in the format's folder.
  public protocol Definition: Sendable {
    /// What `--format` takes.
    var id: String { get }
    /// Its files' extensions, lowercased, the one export writes first: an `--output` with one of
    /// them is a file, not a folder, and import's completions offer them.
    var fileExtensions: [String] { get }
    /// A file, or a folder of files (a bundle, read from a folder and written as one).
    var layout: Layout { get }
    /// Whether import reads this format's files (a POT template is read as PO).
    var imports: Bool { get }
    /// Other extensions import reads as this format (`.xml` as XLIFF).
    var alsoReads: [String] { get }
    /// How the first bytes of a file whose extension no format reads (after a byte order mark and
    /// blanks) look to this format.
    func recognizes(start: ArraySlice<UInt8>) -> Recognition
    /// The documents in a file (its bytes) or a bundle (its folder).
    func read(_ source: ImportSource) throws(ExchangeError) -> [ImportDocument]
    /// One language's document, as a file's text or a bundle's files.
    func write(_ files: [ExchangeFile], options: ExportOptions) throws -> ExportedDocument
    /// Where a file of this format names its language, for messages.
    func languageField(of file: ExchangeFile) -> String
    /// The name of `language`'s file.
    func fileName(language: String) -> String
    /// Which units it takes (gettext's: whole plural entries, and a template the development
    /// language alone).
    func shape(_ scope: inout ExportScope)
    /// Whether a bundle carries the exported catalogs themselves, all their languages
    /// (`ExportOptions.catalogs`).
    var includesCatalogs: Bool { get }
  }

  public enum Layout: Sendable { case file, bundle }

  /// How a file's first bytes look to a format: surely its, or its only when no other's.
  public enum Recognition: Int, Comparable, Sendable {
    case no, lastResort, yes
    public static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }
  }

  public let definition: any Definition

  public init(_ definition: any Definition) { self.definition = definition }

  public init?(rawValue: String) {
    guard let format = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
    self = format
  }

  public var rawValue: String { definition.id }
  public var description: String { rawValue }
  public static func == (a: Self, b: Self) -> Bool { a.rawValue == b.rawValue }
  public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }

  /// The ids as help lists them: "xliff, xcloc, csv, po or pot".
  public static var choices: String {
    let ids = allCases.map(\.rawValue)
    return ids.dropLast().joined(separator: ", ") + " or " + ids.last!
  }

  /// The extensions of the files import reads, as its completions offer them.
  public static var importExtensions: [String] {
    allCases.filter(\.definition.imports).flatMap(\.definition.fileExtensions)
  }

  /// The format of a file by its extension, else by its bytes (XML starts with `<` after a byte
  /// order mark and blanks, PO with `#`, `msgid` or `msgctxt`, anything else is read as CSV).
  /// Never a bundle (a folder) nor one import does not read (`.pot` is read as PO); nil when no
  /// format takes the file.
  public static func of(fileExtension: String, bytes: some Collection<UInt8>) -> ExchangeFormat? {
    let files = allCases.filter { $0.definition.imports && $0.definition.layout == .file }
    let fileExtension = fileExtension.lowercased()
    if let format = files.first(where: {
      $0.definition.fileExtensions.contains(fileExtension) || $0.definition.alsoReads.contains(fileExtension)
    }) {
      return format
    }
    let start = ArraySlice(
      bytes.drop {
        $0 == 0xEF || $0 == 0xBB || $0 == 0xBF || $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09
      }.prefix(8))
    var best: (format: ExchangeFormat, recognition: Recognition)? = nil
    for format in files {
      let recognition = format.definition.recognizes(start: start)
      if recognition > (best?.recognition ?? .no) { best = (format, recognition) }
    }
    return best?.format
  }

  // What the command and the session ask of the format, for short.
  public var layout: Layout { definition.layout }
  public var includesCatalogs: Bool { definition.includesCatalogs }
  public var fileExtensions: [String] { definition.fileExtensions }
  public func fileName(language: String) -> String { definition.fileName(language: language) }
  public func write(_ files: [ExchangeFile], options: ExportOptions) throws -> ExportedDocument {
    try definition.write(files, options: options)
  }
}

extension ExchangeFormat.Definition {
  public var layout: ExchangeFormat.Layout { .file }
  public var imports: Bool { true }
  public var alsoReads: [String] { [] }
  public var includesCatalogs: Bool { false }
  public func recognizes(start: ArraySlice<UInt8>) -> ExchangeFormat.Recognition { .no }
  public func fileName(language: String) -> String { "\(language).\(fileExtensions[0])" }
  public func shape(_ scope: inout ExportScope) {}
}

/// What import gives a format to read.
public struct ImportSource {
  public var url: URL
  /// The path as messages show it.
  public var name: String
  /// A file's bytes; empty for a bundle's folder.
  public var bytes: [UInt8]
  /// CSV: a leading `'` before `= + - @`, tab or CR is the guard export wrote, and goes.
  public var formulaGuard: Bool
  /// Where a bundle's files are read (`url` is its folder): the session's files. Nil for a file,
  /// given by its bytes.
  public var files: (any ReadableFiles)?

  public init(url: URL, name: String, bytes: [UInt8], formulaGuard: Bool, files: (any ReadableFiles)? = nil) {
    (self.url, self.name, self.bytes, self.formulaGuard, self.files) = (url, name, bytes, formulaGuard, files)
  }
}

/// How export writes one language's document.
public struct ExportOptions: Sendable {
  public var toolVersion: String
  /// The screen and where code uses each key (XLIFF's second note, CSV's columns, PO's comments).
  public var includeContext = true
  /// CSV: a byte order mark; the formula guard; the suggestion columns.
  public var byteOrderMark = false
  public var formulaGuard = true
  public var suggestions = false
  /// The language written.
  public var language: String
  /// A bundle's description: the development language and the project's name.
  public var developmentRegion = ""
  public var project = ""
  /// The catalogs a bundle carries (`Definition.includesCatalogs`), each by its path from the
  /// project root; empty for the other formats.
  public var catalogs: [(path: String, bytes: [UInt8])] = []

  public init(toolVersion: String, language: String) {
    self.toolVersion = toolVersion
    self.language = language
  }
}

/// One language's exported document: a file's text, or a bundle's files.
public enum ExportedDocument: Sendable {
  case file(String)
  case bundle([BundleFile])
}

/// A file of a bundle, by its path inside the bundle; no bytes for a folder left empty (Notes/).
public struct BundleFile: Sendable, Equatable {
  public var path: String
  public var bytes: [UInt8]?

  public init(path: String, bytes: [UInt8]?) {
    self.path = path
    self.bytes = bytes
  }
}
