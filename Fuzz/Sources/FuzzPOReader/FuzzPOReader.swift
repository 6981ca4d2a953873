import FuzzDriver
import L10nExchange

func require(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
  if !condition() { fatalError("FuzzPOReader: \(message())") }
}

/// One input: the PO reader must read it or throw an error whose line and column (when it has
/// them) are inside the input. What it reads, written again, must read back as the same document,
/// and writing that must give the same text (write ∘ read is a fixed point). Its units for an
/// import (`POImport`) must come out or fail the same clean way.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let lines = bytes.reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
  func checkPosition(_ error: ExchangeError) {
    require(error.file == "fuzz.po", "error without the file name: \(error)")
    if let line = error.line {
      require(line >= 1 && line <= lines, "error line \(line) outside 1...\(lines): \(error)")
    }
    if let column = error.column {
      require(column >= 1 && column <= size + 1, "error column \(column) outside the input: \(error)")
    }
    require(error.column == nil || error.line != nil, "a column without a line: \(error)")
  }
  let document: PODocument
  do throws(ExchangeError) {
    document = try POText.read(bytes: bytes, file: "fuzz.po")
  } catch {
    checkPosition(error)
    return 0
  }
  let first = POText.render(document)
  let again: PODocument
  do {
    again = try POText.read(bytes: Array(first.utf8), file: "written.po")
  } catch {
    fatalError("FuzzPOReader: our own PO does not read back: \(error)\n\(first)")
  }
  require(withoutLines(again) == withoutLines(document), "a write changed the document:\n\(first)")
  require(POText.render(again) == first, "writing what was read back gave another text:\n\(first)")
  do throws(ExchangeError) {
    let files = try POImport.files(of: document, file: "fuzz.po")
    for file in files {
      for unit in file.units { require(unit.line.map { $0 >= 1 && $0 <= lines } ?? true, "unit line") }
    }
  } catch {
    checkPosition(error)
  }
  return 0
}

func withoutLines(_ document: PODocument) -> PODocument {
  var copy = document
  for index in copy.entries.indices { copy.entries[index].line = 0 }
  return copy
}

/// The program's entry point (SwiftPM links `main` to `FuzzPOReader_main`): libFuzzer's driver,
/// with its command line.
@_cdecl("FuzzPOReader_main")
public func entry(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
  var argc = argc
  var argv = argv
  return LLVMFuzzerRunDriver(&argc, &argv) { data, size in fuzz(data, size) }
}
