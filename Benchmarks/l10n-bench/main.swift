import Foundation
import L10nCatalog

// Measures reading and writing a String Catalog with L10nCatalog's codec, in the process that
// runs it (build with -c release). Prints MB/s for read and for write, the best of N runs, the
// peak memory of the process, and whether the round trip gave back identical bytes.
//
//   l10n-bench catalog-io FILE [--runs N]

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
  print(String(format: "peak memory: %.0f MB (%.2f× the file; %.0f MB before reading)",
    Double(peak) / 1e6, Double(peak) / Double(size), Double(baseline) / 1e6))
  print("round trip identical: \(identical ? "yes" : "NO")")
  if !identical { exit(1) }
}

var arguments = Array(CommandLine.arguments.dropFirst())
var runs = 3
if let index = arguments.firstIndex(of: "--runs"), index + 1 < arguments.count, let value = Int(arguments[index + 1]) {
  runs = value
  arguments.removeSubrange(index...(index + 1))
}
guard arguments.count == 2, arguments[0] == "catalog-io" else {
  FileHandle.standardError.write(Data("usage: l10n-bench catalog-io FILE [--runs N]\n".utf8))
  exit(64)
}
do {
  try catalogIO(path: arguments[1], runs: runs)
} catch {
  FileHandle.standardError.write(Data("error: \(error)\n".utf8))
  exit(2)
}
