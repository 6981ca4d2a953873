import FuzzDriver
import L10nExchange

func require(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
  if !condition() { fatalError("FuzzTBXReader: \(message())") }
}

/// One input: the TBX glossary reader must read it or throw an error whose line and column (when
/// it has them) are inside the input. What it reads has no empty term, and matching its terms
/// against themselves and against the input's text (what `translate` and check's glossary rule
/// do) never fails: every term is found in its own text.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let lines = bytes.reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
  let glossary: Glossary
  do throws(ExchangeError) {
    glossary = try Glossary.tbx(bytes, file: "fuzz.tbx", sourceLanguage: "en")
  } catch {
    require(error.file == "fuzz.tbx", "error without the file name: \(error)")
    if let line = error.line {
      require(line >= 1 && line <= lines, "error line \(line) outside 1...\(lines): \(error)")
    }
    if let column = error.column {
      require(column >= 0 && column <= size + 1, "error column \(column) outside the input: \(error)")
    }
    return 0
  }
  let words = GlossaryWords()
  let text = String(decoding: bytes.prefix(512), as: UTF8.self)
  for entry in glossary.entries.prefix(20) {
    require(!entry.term.isEmpty, "an empty term")
    for language in entry.translations.keys.sorted() {
      let hits = glossary.hits(in: entry.term, sourceLanguage: "en", language: language, words: words)
      require(hits.contains { $0.term == entry.term }, "\"\(entry.term)\" is not found in itself")
      for allowed in entry.allowed(in: language).prefix(3) {
        _ = glossary.problems(
          source: entry.term, target: allowed + " " + text, sourceLanguage: "en", language: language, words: words)
      }
    }
  }
  return 0
}

/// The program's entry point (SwiftPM links `main` to `FuzzTBXReader_main`): libFuzzer's driver,
/// with its command line.
@_cdecl("FuzzTBXReader_main")
public func entry(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
  var argc = argc
  var argv = argv
  return LLVMFuzzerRunDriver(&argc, &argv) { data, size in fuzz(data, size) }
}
