import FuzzDriver
import L10nExchange

func require(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
  if !condition() { fatalError("FuzzAndroidReader: \(message())") }
}

/// One input: the `strings.xml` reader must read it or throw an error whose line and column (when
/// it has them) are inside the input. What it reads, put in a catalog (Arabic, which has every
/// plural category) and written by the Android writer, must read back as the same units, with the
/// same texts where they hold no `%` (Java's conversions that Apple's grammar does not know are
/// doubled on the way out).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let lines = bytes.reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
  let document: AndroidReader.Document
  do throws(ExchangeError) {
    document = try AndroidReader.read(bytes: bytes, file: "strings.xml")
  } catch {
    require(error.file == "strings.xml", "error without the file name: \(error)")
    if let line = error.line {
      require(line >= 1 && line <= lines, "error line \(line) outside 1...\(lines): \(error)")
    }
    if let column = error.column {
      require(column >= 0 && column <= size + 1, "error column \(column) outside the input: \(error)")
    }
    return 0
  }
  for warning in document.warnings {
    if let line = warning.line { require(line >= 1 && line <= lines, "warning line \(line) outside: \(warning)") }
  }
  let catalog = document.catalog(sourceLanguage: "ar")
  let output: AndroidWriter.Output
  do {
    output = try AndroidWriter.write([.init(path: "fuzz.xcstrings", catalog: catalog)])
  } catch {
    return 0  // two resource names that map to one name (`A.b` and `a_b`): refused, as it should be
  }
  require(output.files.count == 1, "\(output.files.count) files for one language")
  let again: AndroidReader.Document
  do {
    again = try AndroidReader.read(
      bytes: output.files[0].bytes, file: "written.xml", keys: AndroidNames.keysByName(document.units.map(\.key)))
  } catch {
    fatalError("FuzzAndroidReader: our own strings.xml does not read back: \(error)")
  }
  require(again.warnings.isEmpty, "our own strings.xml has warnings: \(again.warnings)")
  let first = Dictionary(document.units.map { ($0.id, $0.target ?? "") }) { a, _ in a }
  let second = Dictionary(again.units.map { ($0.id, $0.target ?? "") }) { a, _ in a }
  require(Set(first.keys) == Set(second.keys), "units \(first.keys.sorted()) read back as \(second.keys.sorted())")
  for (id, text) in first where !text.contains("%") {
    require(second[id] == text, "\(id): \(text.debugDescription) read back as \(second[id].debugDescription)")
  }
  return 0
}

/// The program's entry point (SwiftPM links `main` to `FuzzAndroidReader_main`): libFuzzer's
/// driver, with its command line.
@_cdecl("FuzzAndroidReader_main")
public func entry(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
  var argc = argc
  var argv = argv
  return LLVMFuzzerRunDriver(&argc, &argv) { data, size in fuzz(data, size) }
}
