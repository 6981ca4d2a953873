import Foundation
import FuzzDriver
import L10nCatalog
import L10nRuntime
import OrderedCollections

func require(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
  if !condition() { fatalError("FuzzRuntime: \(message())") }
}

/// The file each input is written to, one per process (libFuzzer's -jobs run several).
let path = NSTemporaryDirectory() + "/FuzzRuntime-\(getpid())/Localizable.xcstrings"

/// The arguments every key is asked with: none, numbers that pick each plural category of most
/// languages, a large one, a string, and two of them.
var argumentSets: [[any CVarArg]] { [[], [0], [1], [2], [5], [1_000_000], ["a string"], [3, "two"]] }

/// One input: L10nRuntime loads it as a catalog or throws an error naming the file; loaded, every
/// key of the catalog is looked up in every language (and in a locale it lacks) with each set of
/// arguments, none of which may crash, and the input, read as an Accept-Language header, picks one
/// of the languages or the source language.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = Data(UnsafeBufferPointer(start: data, count: size))
  let url = URL(fileURLWithPath: path)
  do {
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try bytes.write(to: url)
  } catch {
    fatalError("FuzzRuntime: cannot write \(path): \(error)")
  }
  let strings: LocalizedStrings
  do throws(LocalizedStringsError) {
    strings = try LocalizedStrings(catalogs: [url])
  } catch {
    require(error.description.contains(path), "error without the file: \(error)")
    return 0
  }
  // The keys, as the catalog reader reads them: L10nRuntime reads with it, so it must read too.
  guard let catalog = try? StringCatalog(bytes: Array(bytes), file: path) else {
    fatalError("FuzzRuntime: LocalizedStrings loaded what StringCatalog refused")
  }
  let languages = strings.languages
  let argumentSets = argumentSets
  for locale in languages + ["zz", "fr-CA", "zh_Hant_TW", ""] {
    for key in catalog.strings.keys {
      _ = strings.text(key, locale: locale)
      for arguments in argumentSets {
        _ = strings.text(key, locale: locale, arguments: arguments)
      }
    }
    _ = strings.text("not a key %@ %lld", locale: locale, arguments: ["x", 2])
  }
  let header = String(decoding: bytes.prefix(4096), as: UTF8.self)
  let language = strings.language(acceptLanguage: header)
  require(
    languages.contains(language) || language == catalog.sourceLanguage,
    "language(acceptLanguage:) answered \(language), neither a language of the catalog nor its source")
  for tag in AcceptLanguage.parse(header).prefix(16) {
    let chain = LanguageNegotiation.fallbackChain(for: tag.tag, available: Set(languages), source: "en")
    require(chain.last == "en", "the fallback chain of \(tag.tag) does not end with the source language")
  }
  return 0
}

/// The program's entry point (SwiftPM links `main` to `FuzzRuntime_main`): libFuzzer's driver,
/// with its command line.
@_cdecl("FuzzRuntime_main")
public func entry(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
  var argc = argc
  var argv = argv
  return LLVMFuzzerRunDriver(&argc, &argv) { data, size in fuzz(data, size) }
}
