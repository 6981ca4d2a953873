import Foundation
import L10nCatalog
import L10nRuntime
import OrderedCollections

// L10nRuntime's speed (Benchmarks/runtime.sh), each part in a process of its own so that one's
// memory is not another's:
//
//   l10n-bench runtime-load FILE [--runs N]
//       loading the catalog with LocalizedStrings (best of N), then the resident memory after the
//       last load and the process's peak
//   l10n-bench runtime-lookup FILE LPROJ-FOLDER [--language fr] [--runs N]
//       lookups per second through LocalizedStrings: every plain key of the language (a text with
//       no variations and no placeholder), and every plural key with one number; beside them
//       Foundation's Bundle.localizedString(forKey:value:table:) for the same plain keys, read from
//       LPROJ-FOLDER/<language>.lproj/Localizable.strings (`l10n compile --format strings-only`).
//       With Benchmarks/malloc-count.c preloaded (LD_PRELOAD), the allocations of each lookup.

/// The process's resident memory now, in bytes (Linux: /proc/self/statm), or nil.
func residentBytes() -> Int? {
  guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return nil }
  let fields = statm.split(separator: " ")
  guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
  return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}

func runtimeLoad(path: String, runs: Int) throws {
  let url = URL(fileURLWithPath: path)
  let size = (try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
  let before = residentBytes() ?? 0
  var strings: LocalizedStrings?
  var best = Double.infinity
  for _ in 0..<runs {
    strings = nil
    best = min(best, try seconds { strings = try LocalizedStrings(catalogs: [url]) })
  }
  let after = residentBytes() ?? 0
  let languages = strings?.languages.count ?? 0
  print(String(format: "file: %@ (%.1f MB, %d languages)", path, Double(size) / 1e6, languages))
  print(String(format: "load: %.1f ms (best of %d)", best * 1000, runs))
  print(
    String(
      format: "memory after load: %.0f MB resident (%.0f MB before loading), peak %.0f MB",
      Double(after) / 1e6, Double(before) / 1e6, Double(peakResidentBytes()) / 1e6))
}

/// Calls to malloc, calloc, realloc and the aligned allocators so far, when Benchmarks/malloc-count.c
/// is preloaded; nil otherwise.
let mallocs: (@convention(c) () -> UInt)? = {
  #if os(Linux)
    guard let symbol = dlsym(nil, "l10n_bench_mallocs") else { return nil }
    return unsafeBitCast(symbol, to: (@convention(c) () -> UInt).self)
  #else
    return nil
  #endif
}()

/// Lookups per second of `lookup` over `count` items, best of `runs`, each run `passes` over them;
/// and the allocations per lookup (one more pass) when they are counted.
func lookupRate(runs: Int, count: Int, passes: Int, _ lookup: (Int) -> Int) -> (rate: Double, allocations: Double?) {
  var sink = 0
  for index in 0..<count { sink &+= lookup(index) }  // Warm: tables read, caches filled.
  var best = Double.infinity
  for _ in 0..<runs {
    best = min(
      best,
      seconds {
        for _ in 0..<passes {
          for index in 0..<count { sink &+= lookup(index) }
        }
      })
  }
  var allocations: Double?
  if let mallocs {
    let start = mallocs()
    for index in 0..<count { sink &+= lookup(index) }
    allocations = Double(mallocs() - start) / Double(count)
  }
  if sink == 42 { print("") }  // Keeps the results alive.
  return (Double(count * passes) / best, allocations)
}

func runtimeLookup(path: String, lproj: String, language: String, runs: Int) throws {
  let catalog = try CatalogFile(path: path).catalog
  var plain: [String] = []
  var plural: [String] = []
  for (key, entry) in catalog.strings {
    guard let localization = entry.localizations?[language] else { continue }
    if let unit = localization.stringUnit, localization.variations == nil, localization.substitutions == nil {
      if !unit.value.contains("%") { plain.append(key) }
    } else if let cases = localization.variations?.plural, cases.values.allSatisfy({ $0.stringUnit != nil }),
      localization.substitutions == nil
    {
      plural.append(key)
    }
  }
  let strings = try LocalizedStrings(catalogs: [URL(fileURLWithPath: path)])
  guard let bundle = Bundle(path: (lproj as NSString).appendingPathComponent(language + ".lproj")) else {
    throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: lproj])
  }
  // Both answer the same texts.
  let differing = plain.filter {
    strings.text($0, locale: language) != bundle.localizedString(forKey: $0, value: nil, table: nil)
  }
  let passes = max(1, 2_000_000 / max(plain.count, 1))
  let runtime = lookupRate(runs: runs, count: plain.count, passes: passes) {
    strings.text(plain[$0], locale: language).utf8.count
  }
  let foundation = lookupRate(runs: runs, count: plain.count, passes: passes) {
    bundle.localizedString(forKey: plain[$0], value: nil, table: nil).utf8.count
  }
  let plurals = lookupRate(runs: runs, count: plural.count, passes: max(1, 500_000 / max(plural.count, 1))) {
    strings.text(plural[$0], locale: language, $0 % 12).utf8.count
  }
  func allocations(_ measured: (rate: Double, allocations: Double?)) -> String {
    measured.allocations.map { String(format: "; %.2f allocations per lookup", $0) } ?? ""
  }
  print("file: \(path) (\(catalog.strings.count) keys; \(language): \(plain.count) plain, \(plural.count) plural)")
  print(String(format: "L10nRuntime, plain keys:           %10.0f lookups/s%@", runtime.rate, allocations(runtime)))
  print(
    String(format: "Foundation Bundle, plain keys:     %10.0f lookups/s%@", foundation.rate, allocations(foundation)))
  print(
    String(
      format: "L10nRuntime / Foundation:          %10.2f (goal: at least 0.5, within 2x of Foundation) %@",
      runtime.rate / foundation.rate, runtime.rate * 2 >= foundation.rate ? "OK" : "OVER"))
  print(String(format: "L10nRuntime, plural, one number:   %10.0f lookups/s%@", plurals.rate, allocations(plurals)))
  if mallocs == nil { print("allocations: not counted (Benchmarks/malloc-count.c is preloaded on Linux only)") }
  if !differing.isEmpty { print("texts that differ from Foundation's: \(differing.count), such as \(differing[0])") }
}

/// Runs a `runtime-…` subcommand with its arguments (after `--runs`) and exits.
func runtimeCommand(_ command: String, _ arguments: [String], runs: Int) -> Never {
  var arguments = arguments
  var language = "fr"
  if let index = arguments.firstIndex(of: "--language"), index + 1 < arguments.count {
    language = arguments[index + 1]
    arguments.removeSubrange(index...(index + 1))
  }
  do {
    switch (command, arguments.count) {
    case ("runtime-load", 1): try runtimeLoad(path: arguments[0], runs: runs)
    case ("runtime-lookup", 2):
      try runtimeLookup(path: arguments[0], lproj: arguments[1], language: language, runs: runs)
    default:
      FileHandle.standardError.write(
        Data("usage: l10n-bench runtime-load FILE | runtime-lookup FILE LPROJ-FOLDER [--language L] [--runs N]\n".utf8))
      exit(64)
    }
  } catch {
    FileHandle.standardError.write(Data("error: \(error)\n".utf8))
    exit(2)
  }
  exit(0)
}
