import Foundation
import L10nCatalog
import L10nCheck
import OrderedCollections

// Measures reading and writing a String Catalog with L10nCatalog's codec, in the process that
// runs it (build with -c release). Prints MB/s for read and for write, the best of N runs, the
// peak memory of the process, and whether the round trip gave back identical bytes.
//
//   l10n-bench catalog-io FILE [--runs N]
//   l10n-bench check FILE [--runs N]      read only, then read (with key locations) and check
//   l10n-bench runtime-load|runtime-lookup …  L10nRuntime (Runtime.swift, Benchmarks/runtime.sh)

func peakResidentBytes() -> Int {
  var usage = rusage()
  #if os(Linux)
    getrusage(RUSAGE_SELF.rawValue, &usage)
  #else
    getrusage(RUSAGE_SELF, &usage)
  #endif
  #if os(Linux)
    return usage.ru_maxrss * 1024
  #else
    return usage.ru_maxrss
  #endif
}

func seconds(_ body: () throws -> Void) rethrows -> Double {
  let start = DispatchTime.now().uptimeNanoseconds
  try body()
  return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

func catalogIO(path: String, runs: Int) throws {
  let baseline = peakResidentBytes()
  var size = 0
  var bestRead = Double.infinity
  var bestWrite = Double.infinity
  var identical = true
  for _ in 0..<runs {
    // As the CLI does it: read the file (its bytes are released once decoded), encode, and
    // compare with what was read by size and hash.
    var file: CatalogFile? = nil
    bestRead = min(bestRead, try seconds { file = try CatalogFile(path: path) })
    var output: [UInt8] = []
    bestWrite = min(bestWrite, seconds { output = file!.encoded() })
    size = output.count
    identical = identical && !file!.differs(from: output)
  }
  let megabytes = Double(size) / 1_000_000
  let peak = peakResidentBytes()
  print(String(format: "file: %@ (%.1f MB)", path, megabytes))
  print(String(format: "read:  %.3f s  %.0f MB/s", bestRead, megabytes / bestRead))
  print(String(format: "write: %.3f s  %.0f MB/s", bestWrite, megabytes / bestWrite))
  print(String(format: "read+write: %.3f s", bestRead + bestWrite))
  print(
    String(
      format: "peak memory: %.0f MB (%.2f× the file; %.0f MB before reading)",
      Double(peak) / 1e6, Double(peak) / Double(size), Double(baseline) / 1e6))
  print("round trip identical: \(identical ? "yes" : "NO")")
  if !identical { exit(1) }
}

func check(path: String, runs: Int) throws {
  var bestRead = Double.infinity
  var bestLocated = Double.infinity
  var bestCheck = Double.infinity
  var findings = 0
  var keys = 0
  var languages = 0
  for _ in 0..<runs {
    bestRead = min(bestRead, try seconds { _ = try CatalogFile(path: path) })
    var file: CatalogFile? = nil
    bestLocated = min(bestLocated, try seconds { file = try CatalogFile(path: path, recordingLocations: true) })
    let input = CatalogInput(file: path, catalog: file!.catalog, locations: file!.locations)
    var report: CheckReport? = nil
    bestCheck = min(bestCheck, seconds { report = Checker().check([input]) })
    findings = report!.findings.count
    keys = file!.catalog.strings.count
    languages = file!.catalog.languages.count
  }
  print("file: \(path) (\(keys) keys, \(languages) languages)")
  print(String(format: "read only:                 %.3f s", bestRead))
  print(String(format: "read with key locations:   %.3f s", bestLocated))
  print(String(format: "check (all rules):         %.3f s  (%d findings)", bestCheck, findings))
  print(
    String(
      format: "read + check:              %.3f s  (%.1f× the time to only read; target under 1 s)",
      bestLocated + bestCheck, (bestLocated + bestCheck) / bestRead))
}

var arguments = Array(CommandLine.arguments.dropFirst())
var runs = 3
if let index = arguments.firstIndex(of: "--runs"), index + 1 < arguments.count, let value = Int(arguments[index + 1]) {
  runs = value
  arguments.removeSubrange(index...(index + 1))
}
if let command = arguments.first, command.hasPrefix("runtime-") {
  runtimeCommand(command, Array(arguments.dropFirst()), runs: runs)  // Runtime.swift
}
guard arguments.count == 2, ["catalog-io", "check"].contains(arguments[0]) else {
  FileHandle.standardError.write(Data("usage: l10n-bench catalog-io|check FILE [--runs N]\n".utf8))
  exit(64)
}
do {
  if arguments[0] == "check" {
    try check(path: arguments[1], runs: runs)
  } else {
    try catalogIO(path: arguments[1], runs: runs)
  }
} catch {
  FileHandle.standardError.write(Data("error: \(error)\n".utf8))
  exit(2)
}
