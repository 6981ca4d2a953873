import Foundation
import L10nCatalog
import L10nCheck
import L10nExchange
import L10nSession
import L10nTestSupport
import Testing

/// What the readers below the session read through `ProjectFiles` (an imported file or .xcloc
/// bundle, a glossary, a TMX, check's baseline, a folder's names and catalogs): the same outcome
/// and the same messages on the disk and on its in-memory twin, so that a session test on the twin
/// asserts what the disk does.
@Suite struct ProjectFilesReadingTests {
  typealias Place = ProjectFilesTests.Place

  static let unit =
    "<trans-unit id=\"editor.title\"><source>Editor</source><target state=\"translated\">Éditeur</target></trans-unit>"

  /// What `body` returns, or the message of what it throws.
  static func outcome(_ body: () throws -> String) -> String {
    do { return try body() } catch { return "error: \(error)" }
  }

  /// Every outcome on one place, in order.
  static func outcomes(_ kind: String) throws -> [String] {
    let place = try Place.make(kind)
    defer { place.remove() }
    let files = place.files
    try place.put("fr.xliff", Array(SampleProjects.xliff(unit, language: "fr").utf8))
    try files.write(
      bundle: XclocBundle.files(
        language: "fr", xliff: SampleProjects.xliff(unit, language: "fr"), contents: "{}", sources: []),
      to: place.file("fr.xcloc"))
    try files.write(bundle: [BundleFile(path: "contents.json", bytes: [])], to: place.file("Bare.xcloc"))
    try files.write(
      bundle: [BundleFile(path: "Localized Contents/read me.txt", bytes: [])], to: place.file("Empty.xcloc"))
    try place.put("terms.csv", Array("term,fr\nEditor,Éditeur\n".utf8))
    try place.put("memory.tmx", Array(#"<tmx version="1.4"><body></body></tmx>"#.utf8))
    try place.put("baseline.json", Array(#"{"version":1,"findings":[]}"#.utf8))
    try place.put("Catalogs/A.xcstrings", [])
    try place.put("Catalogs/Other/l10n.yml", [])
    try place.put("Catalogs/Other/B.xcstrings", [])
    try place.put("Catalogs/.hidden/C.xcstrings", [])

    func documents(_ name: String) -> String {
      outcome {
        try ImportDocument.read(place.file(name), displayPath: name, formulaGuard: true, from: files)
          .map { "\($0.name) \($0.format) \($0.files.map(\.units.count))" }.joined(separator: "; ")
      }
    }
    func glossary(_ name: String) -> String {
      outcome {
        let read = try Glossary.read(place.file(name), displayPath: name, sourceLanguage: "en", from: files)
        return read.entries.map(\.term).joined(separator: ",")
      }
    }
    func memory(_ name: String) -> String {
      outcome { "\(try TMX.read(place.file(name), displayPath: name, sourceLanguages: ["en"], from: files).units)" }
    }
    func baseline(_ name: String) -> String {
      outcome { "\(try Baseline(contentsOf: place.file(name), displayPath: name, from: files))" }
    }
    let catalogs = files.catalogs(in: place.file("Catalogs")) { $0.lastPathComponent == "Other" }
    return [
      documents("fr.xliff"), documents("fr.xcloc"), documents("gone.xliff"), documents("Bare.xcloc"),
      documents("Empty.xcloc"),
      glossary("terms.csv"), glossary("gone.csv"), glossary("fr.xcloc"), glossary("fr.xliff"),
      memory("memory.tmx"), memory("gone.tmx"), memory("fr.xcloc"),
      baseline("baseline.json"), baseline("gone.json"),
      "\(files.names(in: place.file("fr.xcloc"))?.sorted() ?? [])", "\(files.names(in: place.file("fr.xliff")) == nil)",
      "\(files.names(in: place.file("gone")) == nil)",
      "\(catalogs.map { String($0.path.dropFirst(place.url.standardizedFileURL.path.count)) })",
      "\(files.catalogs(in: place.file("Catalogs")).count)",
    ]
  }

  @Test func theReadersSeeTheSameOnDiskAndInMemory() throws {
    let disk = try Self.outcomes("disk")
    let memory = try Self.outcomes("memory")
    #expect(disk == memory)
    #expect(
      disk == [
        "fr.xliff xliff [1]", "fr.xcloc/Localized Contents/fr.xliff xcloc [1]", "error: gone.xliff: no such file",
        #"error: Bare.xcloc: not an .xcloc bundle: it has no "Localized Contents" folder"#,
        #"error: Empty.xcloc: the bundle's "Localized Contents" folder has no .xliff file"#,
        "Editor", "error: gone.csv: no such file (a glossary, TBX or CSV, was expected here)",
        "error: fr.xcloc: no such file (a glossary, TBX or CSV, was expected here)",
        "error: fr.xliff: a glossary is a .tbx or a .csv file",
        "[]", "error: gone.tmx: no such file (a TMX translation memory was expected here)",
        "error: fr.xcloc: no such file (a TMX translation memory was expected here)",
        disk[12], disk[13],
        #"["Localized Contents", "Notes", "contents.json"]"#, "true", "true", #"["/Catalogs/A.xcstrings"]"#, "2",
      ])
    #expect(disk[12].hasPrefix("Baseline("), "\(disk[12])")
    #expect(disk[13].hasPrefix("error: gone.json: cannot read the baseline ("), "\(disk[13])")
  }
}
