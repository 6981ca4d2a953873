import FuzzDriver
import L10nCatalog
import L10nExchange

func require(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
  if !condition() { fatalError("FuzzStringsdictReader: \(message())") }
}

/// One input: the legacy `.stringsdict` reader must read it or throw an error naming the file; its
/// warnings name the file too. What it reads, migrated to a catalog (`AppleStringsMigration`) and
/// written by the catalog writer, reads back, and writing that gives the same bytes (`l10n fmt`
/// leaves a migrated catalog as it is).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let file = LegacyStringsFile(
    name: "fuzz.stringsdict", language: "en", table: "Fuzz", kind: .stringsdict, bytes: bytes)
  let tables: [AppleStringsMigration.Table]
  do throws(ExchangeError) {
    tables = try AppleStringsMigration.migrate([file], sourceLanguage: "en")
  } catch {
    require(error.file == "fuzz.stringsdict", "error without the file name: \(error)")
    return 0
  }
  require(tables.count == 1, "one file made \(tables.count) tables")
  for warning in tables[0].warnings {
    require(warning.file == "fuzz.stringsdict", "warning without the file name: \(warning)")
  }
  let written = tables[0].catalog.encoded()
  do {
    let again = try StringCatalog(bytes: written, file: "Fuzz.xcstrings")
    require(again.encoded() == written, "the migrated catalog, read and written again, changed")
  } catch {
    fatalError("FuzzStringsdictReader: the migrated catalog does not read back: \(error)")
  }
  return 0
}

/// The program's entry point (SwiftPM links `main` to `FuzzStringsdictReader_main`): libFuzzer's
/// driver, with its command line.
@_cdecl("FuzzStringsdictReader_main")
public func entry(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
  var argc = argc
  var argv = argv
  return LLVMFuzzerRunDriver(&argc, &argv) { data, size in fuzz(data, size) }
}
