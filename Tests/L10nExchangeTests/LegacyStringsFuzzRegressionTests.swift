import Foundation
import L10nCatalog
import L10nExchange
import L10nTestSupport
import OrderedCollections
import Testing

/// Inputs kept for the legacy readers' fuzz targets (`Fuzz/`, FuzzStringsReader and
/// FuzzStringsdictReader), run with the targets' properties: inputs named `error-*` must be
/// refused with an error naming the file (its line and column inside the input), the others read;
/// what the `.strings` reader reads, written as binary and XML property lists, reads back the same;
/// a `.stringsdict` migrated to a catalog writes bytes that read and write back unchanged.
@Suite struct LegacyStringsFuzzRegressionTests {
  static let stringsFolder = "fuzz/FuzzStringsReader"
  static let stringsdictFolder = "fuzz/FuzzStringsdictReader"
  static let stringsNames = Fixtures.files(in: stringsFolder, extension: "strings").map(\.lastPathComponent)
  static let stringsdictNames = Fixtures.files(in: stringsdictFolder, extension: "stringsdict").map(\.lastPathComponent)

  @Test func theFoldersHaveInputs() {
    #expect(Self.stringsNames.count >= 10)
    #expect(Self.stringsdictNames.count >= 5)
  }

  @Test(arguments: stringsNames)
  func stringsInput(_ name: String) throws {
    let bytes = try Fixtures.bytes("\(Self.stringsFolder)/\(name)")
    let lines = bytes.reduce(1) { $1 == 0x0A || $1 == 0x0D ? $0 + 1 : $0 }
    let entries: [StringsEntry]
    do throws(ExchangeError) {
      entries = try StringsFileReader.read(bytes, file: name)
    } catch {
      #expect(name.hasPrefix("error-"), "\(error)")
      #expect(error.file == name)
      if let line = error.line { #expect(line >= 1 && line <= lines, "\(error)") }
      if let column = error.column { #expect(column >= 1 && column <= bytes.count + 1, "\(error)") }
      return
    }
    #expect(!name.hasPrefix("error-"), "read: \(entries)")
    let values = Dictionary(entries.map { ($0.key, $0.value) }, uniquingKeysWith: { _, last in last })
    let table = PropertyListValue.dictionary(values.mapValues { .string($0) })
    var forms = [try PropertyListWriter.encode(table, format: .binary)]
    if !values.contains(where: {
      PropertyListWriter.unrepresentable($0.key) || PropertyListWriter.unrepresentable($0.value)
    }) {
      forms.append(PropertyListWriter.xml(table))
    }
    for written in forms {
      let again = try StringsFileReader.read(written, file: "written.strings")
      #expect(Dictionary(again.map { ($0.key, $0.value) }, uniquingKeysWith: { _, last in last }) == values)
    }
  }

  @Test(arguments: stringsdictNames)
  func stringsdictInput(_ name: String) throws {
    let bytes = try Fixtures.bytes("\(Self.stringsdictFolder)/\(name)")
    let file = LegacyStringsFile(name: name, language: "en", table: "Fuzz", kind: .stringsdict, bytes: bytes)
    let tables: [AppleStringsMigration.Table]
    do throws(ExchangeError) {
      tables = try AppleStringsMigration.migrate([file], sourceLanguage: "en")
    } catch {
      #expect(name.hasPrefix("error-"), "\(error)")
      #expect(error.file == name)
      return
    }
    #expect(!name.hasPrefix("error-"))
    #expect(tables[0].warnings.allSatisfy { $0.file == name })
    let written = tables[0].catalog.encoded()
    #expect(try StringCatalog(bytes: written).encoded() == written)
  }

  /// What the device, width and unknown-device input becomes: the mac case, the widest width's
  /// text for `other`, and a warning for each thing left out.
  @Test func deviceWidthAndUnknownDevice() throws {
    let bytes = try Fixtures.bytes("\(Self.stringsdictFolder)/device-width-unknown.stringsdict")
    let read = try StringsdictReader.read(bytes, file: "d.stringsdict")
    let devices = try #require(read.entries.first?.localization.variations?.device)
    #expect(devices.keys.elements == ["mac", "other"])
    #expect(devices["other"]?.stringUnit?.value == "B")
    #expect(read.warnings.count == 3)
  }
}
