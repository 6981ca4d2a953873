import Foundation
import L10nCatalog
import L10nTestSupport
import OrderedCollections
import Testing

/// Hostile catalogs not covered by `ReaderErrorTests` (which has duplicate keys, lone surrogates,
/// wrong types, deep nesting, a 40 MB value, invalid UTF-8, truncation): a file of several
/// gigabytes, surrogate escapes in every broken arrangement, keys equal only after Unicode
/// normalization, and the safety of saves (read-only files, stale temporary files).
@Suite struct HostileInputTests {
  static let valid = ReaderErrorTests.valid

  /// A 5 GB file (sparse: no disk used) is refused before anything is allocated, with a message
  /// naming its size and the limit.
  @Test func aMultiGigabyteFileIsRefusedBeforeReading() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let url = try folder.write("Huge.xcstrings", Self.valid)
    try Fixtures.growSparse(url, to: 5 << 30)
    let clock = ContinuousClock()
    var error: CatalogError?
    let elapsed = clock.measure {
      error = #expect(throws: CatalogError.self) { try CatalogFile(path: url.path, displayPath: "Huge.xcstrings") }
    }
    let found = try #require(error)
    #expect(found.kind == .limit)
    #expect(
      found.description
        == "Huge.xcstrings: the file is 5.0 GiB (5368709120 bytes); l10n reads files up to 1 GiB (1073741824 bytes), so it was not read"
    )
    // Refused from its size alone: reading 5 GB of zeros would take far longer.
    #expect(elapsed < .seconds(2))
    #expect(CatalogFile.maximumSize == 1 << 30)
  }

  /// Every broken use of `\u` surrogate escapes is refused with its line and column; none is
  /// turned into U+FFFD (which a write would then make permanent).
  @Test func brokenSurrogateEscapesAreRefusedWithTheirPosition() throws {
    let cases = [
      #"\ud800"#, #"\ud800x"#, #"\ud800\u0041"#, #"\ud800\ud800"#, #"\udfff"#, #"\udc00\ud800"#, #"x\ud83d"#,
      #"\ud83d\u"#, #"\ud83d\"#,
    ]
    for escaped in cases {
      let text = Self.valid.replacingOccurrences(of: "Éditeur", with: escaped)
      do {
        let catalog = try StringCatalog(bytes: Array(text.utf8))
        Issue.record(
          "\(escaped) was accepted as \(String(describing: catalog.strings.values.first?.localizations?["fr"]?.stringUnit?.value.debugDescription))"
        )
      } catch {
        #expect(error.location?.line == 9, "\(escaped): \(error)")
        #expect(error.file == nil || error.description.contains(":9:"), "\(escaped): \(error)")
      }
    }
    // A valid pair and U+FFFD itself, escaped or raw, are kept exactly.
    let kept = Self.valid.replacingOccurrences(of: "Éditeur", with: #"\ud83d\ude00 \ufffd �"#)
    let catalog = try StringCatalog(bytes: Array(kept.utf8))
    #expect(catalog.strings["editor.title"]?.localizations?["fr"]?.stringUnit?.value == "😀 \u{FFFD} \u{FFFD}")
  }

  /// Two keys that differ only in Unicode normalization (`é` composed and decomposed) are the same
  /// Swift string: the reader refuses the file as having a duplicate key, naming the position,
  /// rather than keeping one of them. (Xcode, comparing NSStrings literally, would keep both.)
  @Test func keysEqualOnlyAfterNormalizationAreRefusedNotMerged() throws {
    let text = Self.valid.replacingOccurrences(
      of: "\"strings\" : {", with: "\"strings\" : {\n    \"caf\u{E9}\" : {},\n    \"cafe\u{301}\" : {},")
    do {
      _ = try StringCatalog(bytes: Array(text.utf8), file: "L.xcstrings")
      Issue.record("two keys that Swift sees as equal were both accepted")
    } catch {
      #expect(error.description.hasPrefix("L.xcstrings:5:5: "), "\(error)")
      #expect(error.description.contains("duplicate key"), "\(error)")
    }
    // Distinct keys in either form alone are kept byte for byte.
    let decomposed = Self.valid.replacingOccurrences(of: "editor.title", with: "cafe\u{301}")
    let catalog = try StringCatalog(bytes: Array(decomposed.utf8))
    expectSameBytes(catalog.encoded(), Array(decomposed.utf8), "decomposed key")
  }

  /// A duplicate key is refused at the position of its second occurrence, at every level (the
  /// message is checked in `ReaderErrorTests`), so the user can find which to keep.
  @Test func duplicateKeysAreRefusedAtTheSecondOccurrence() throws {
    let cases: [(String, L10nCatalog.SourceLocation)] = [
      (
        #"{"sourceLanguage":"en","strings":{"a":{},"a":{}},"version":"1.0"}"#,
        L10nCatalog.SourceLocation(line: 1, column: 42)
      ),
      (
        #"{"sourceLanguage":"en","strings":{"a":{"comment":"x","comment":"y"}},"version":"1.0"}"#,
        L10nCatalog.SourceLocation(line: 1, column: 54)
      ),
      (
        "{\"sourceLanguage\":\"en\",\"strings\":{\"a\":{\"localizations\":{\n\"fr\":{},\n  \"fr\":{}}}},\"version\":\"1.0\"}",
        L10nCatalog.SourceLocation(line: 3, column: 3)
      ),
      (
        #"{"sourceLanguage":"en","strings":{},"version":"1.0","x":{"k":[{"d":1,"d":2}]}}"#,
        L10nCatalog.SourceLocation(line: 1, column: 70)
      ),
    ]
    for (text, location) in cases {
      do {
        _ = try StringCatalog(bytes: Array(text.utf8), file: "L.xcstrings")
        Issue.record("accepted: \(text)")
      } catch {
        #expect(error.location == location, "\(text): \(error)")
        #expect(error.description.contains("duplicate key"), "\(error)")
      }
    }
  }

  /// Values of other types where a catalog has strings, numbers where it has objects, at the
  /// levels `ReaderErrorTests` does not reach: variations, substitutions, string sets.
  @Test func wrongTypesInVariationsSubstitutionsAndStringSets() throws {
    let cases: [(String, String)] = [
      (#"{"variations":{"plural":[]}}"#, "plural: expected an object, found an array"),
      (#"{"variations":{"plural":{"one":3}}}"#, "one: expected an object, found a number"),
      (#"{"variations":{"device":"iphone"}}"#, "device: expected an object, found a string"),
      (#"{"substitutions":{"n":{"argNum":"1"}}}"#, "argNum: expected a number, found a string"),
      (#"{"substitutions":{"n":{"argNum":1.5}}}"#, "argNum"),
      (#"{"stringSet":{"state":"new","values":"x"}}"#, "values: expected an array, found a string"),
      (#"{"stringSet":{"state":"new","values":[1]}}"#, "values"),
      (#"{"stringUnit":{"state":null,"value":"x"}}"#, "state: expected a string, found null"),
    ]
    for (localization, expected) in cases {
      let text =
        #"{"sourceLanguage":"en","strings":{"k":{"localizations":{"en":"# + localization + "}}},\"version\":\"1.0\"}"
      do {
        _ = try StringCatalog(bytes: Array(text.utf8), file: "L.xcstrings")
        Issue.record("accepted: \(localization)")
      } catch {
        #expect(error.description.contains(expected), "\(localization): \(error)")
        #expect(error.location?.line == 1, "\(localization): \(error)")
      }
    }
  }

  /// A read-only catalog is not replaced (even by root, whom permissions do not stop): a clear
  /// error, the file untouched, no temporary file left.
  @Test func aReadOnlyCatalogIsNotReplaced() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let url = try folder.write("L.xcstrings", Self.valid)
    try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: url.path)
    var file = try CatalogFile(path: url.path, displayPath: "L.xcstrings")
    file.catalog.strings["zzz.added"] = CatalogEntry()
    let error = try #require(throws: CatalogError.self) { try file.save() }
    #expect(
      error.description
        == "L.xcstrings: the file is read-only; nothing was written (make it writable, e.g. chmod u+w, and run again)")
    expectSameBytes(try Fixtures.bytesAt(url), Array(Self.valid.utf8), "read-only file")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["L.xcstrings"])
    let mode = try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? NSNumber
    #expect(mode?.intValue == 0o444)
  }

  /// Temporary files a killed run left (`.NAME.l10n-PID-N.tmp`, PID gone) are removed by the next
  /// save of that catalog; a live process's, another catalog's and other files are left alone.
  @Test func staleTemporaryFilesAreRemovedByTheNextSave() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let url = try folder.write("L.xcstrings", Self.valid)
    // A process id that is not running: a child that has exited and been waited for.
    let child = Process()
    child.executableURL = URL(fileURLWithPath: "/usr/bin/true")  // macOS has no /bin/true
    try child.run()
    child.waitUntilExit()
    let dead = child.processIdentifier
    let stale = ".L.xcstrings.l10n-\(dead)-12345.tmp"
    let live = ".L.xcstrings.l10n-\(getppid())-1.tmp"
    let other = ".Other.xcstrings.l10n-\(dead)-1.tmp"
    for name in [stale, live, other, "notes.txt"] { try folder.write(name, "partial") }
    var file = try CatalogFile(path: url.path)
    file.catalog.strings["zzz.added"] = CatalogEntry()
    #expect(try file.save())
    let names = Set(try FileManager.default.contentsOfDirectory(atPath: folder.url.path))
    #expect(names == ["L.xcstrings", live, other, "notes.txt"])
  }
}
