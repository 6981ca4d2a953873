import FuzzDriver
import L10nExchange

func require(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
  if !condition() { fatalError("FuzzTMXReader: \(message())") }
}

/// One input: the TMX reader must read it or throw an error whose line and column (when it has
/// them) are inside the input. The memory it reads, written as TMX, must read back to a memory
/// that writes the same document (write ∘ read is a fixed point after one write).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let lines = bytes.reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
  let memory: TranslationMemory
  do throws(ExchangeError) {
    memory = try TMX.read(bytes: bytes, file: "fuzz.tmx", sourceLanguage: "en")
  } catch {
    require(error.file == "fuzz.tmx", "error without the file name: \(error)")
    if let line = error.line {
      require(line >= 1 && line <= lines, "error line \(line) outside 1...\(lines): \(error)")
    }
    if let column = error.column {
      require(column >= 0 && column <= size + 1, "error column \(column) outside the input: \(error)")
    }
    return 0
  }
  let first = TMX.document(memory, sourceLanguage: "en", toolVersion: "fuzz")
  let again: TranslationMemory
  do {
    again = try TMX.read(bytes: Array(first.text.utf8), file: "written.tmx", sourceLanguage: "en")
  } catch {
    fatalError("FuzzTMXReader: our own TMX does not read back: \(error)\n\(first.text)")
  }
  let second = TMX.document(again, sourceLanguage: "en", toolVersion: "fuzz")
  require(second.pairs == first.pairs, "\(first.pairs) pairs written, \(second.pairs) after a read")
  let third = TMX.document(
    try! TMX.read(bytes: Array(second.text.utf8), file: "again.tmx", sourceLanguage: "en"), sourceLanguage: "en",
    toolVersion: "fuzz")
  require(third.text == second.text, "writing what was read back gave another document:\n\(second.text)")
  return 0
}

/// The program's entry point (SwiftPM links `main` to `FuzzTMXReader_main`): libFuzzer's driver,
/// with its command line.
@_cdecl("FuzzTMXReader_main")
public func entry(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
  var argc = argc
  var argv = argv
  return LLVMFuzzerRunDriver(&argc, &argv) { data, size in fuzz(data, size) }
}
