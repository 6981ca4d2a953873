import FuzzDriver
import L10nExchange

func require(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
  if !condition() { fatalError("FuzzStringsReader: \(message())") }
}

/// One input: the legacy `.strings` reader (old-style text, XML or binary property list, UTF-8 or
/// UTF-16) must read it or throw an error naming the file whose line and column (when it has them)
/// are inside the input; every entry's line and column are inside it too. What it reads, written
/// as a binary and (where XML can hold every character) an XML property list by
/// `PropertyListWriter`, as `l10n compile` writes tables, reads back as the same keys and values.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let lines = bytes.reduce(1) { $1 == 0x0A || $1 == 0x0D ? $0 + 1 : $0 }
  let entries: [StringsEntry]
  do throws(ExchangeError) {
    entries = try StringsFileReader.read(bytes, file: "fuzz.strings")
  } catch {
    require(error.file == "fuzz.strings", "error without the file name: \(error)")
    if let line = error.line {
      require(line >= 1 && line <= lines, "error line \(line) outside 1...\(lines): \(error)")
    }
    if let column = error.column {
      require(column >= 1 && column <= size + 1, "error column \(column) outside the input: \(error)")
    }
    return 0
  }
  for entry in entries {
    if let line = entry.line { require(line >= 1 && line <= lines, "entry line \(line) outside 1...\(lines)") }
    if let column = entry.column { require(column >= 1 && column <= size + 1, "entry column \(column) outside") }
  }
  let values = Dictionary(entries.map { ($0.key, $0.value) }, uniquingKeysWith: { _, last in last })
  let table = PropertyListValue.dictionary(values.mapValues { .string($0) })
  var forms: [(String, [UInt8])] = []
  do {
    forms.append(("binary", try PropertyListWriter.encode(table, format: .binary)))
  } catch {
    fatalError("FuzzStringsReader: a binary property list of what was read cannot be written: \(error)")
  }
  if !values.contains(where: {
    PropertyListWriter.unrepresentable($0.key) || PropertyListWriter.unrepresentable($0.value)
  }) {
    forms.append(("XML", PropertyListWriter.xml(table)))
  }
  for (form, written) in forms {
    do {
      let again = try StringsFileReader.read(written, file: "written.strings")
      let read = Dictionary(again.map { ($0.key, $0.value) }, uniquingKeysWith: { _, last in last })
      require(read == values, "the \(form) property list of what was read reads back otherwise: \(values) → \(read)")
    } catch {
      fatalError("FuzzStringsReader: the \(form) property list of what was read does not read back: \(error)")
    }
  }
  return 0
}

/// The program's entry point (SwiftPM links `main` to `FuzzStringsReader_main`): libFuzzer's
/// driver, with its command line.
@_cdecl("FuzzStringsReader_main")
public func entry(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
  var argc = argc
  var argv = argv
  return LLVMFuzzerRunDriver(&argc, &argv) { data, size in fuzz(data, size) }
}
