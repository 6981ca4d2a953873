import Foundation
import L10nExchange
import L10nTestSupport
import Testing

/// Android's resource compiler on files `AndroidWriter` made: does it take them, and what does it
/// read from them (`aapt2 dump apc` of each compiled file).
enum AAPT2 {
  /// What aapt2 said of the files, and the values it read: `string/name` and
  /// `plurals/name/category` by folder (`values-fr`).
  struct Result {
    var status: Int32
    var output: String
    var values: [String: [String: String]]
  }

  /// Lays `files` under `res/` in a temporary folder and compiles each with `aapt2 compile`.
  static func compile(_ files: [AndroidWriter.File]) throws -> Result {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    var result = Result(status: 0, output: "", values: [:])
    for file in files {
      let source = try folder.write("res/" + file.path, file.bytes)
      let out = folder.file("out/" + file.path.replacingOccurrences(of: "/", with: "_"))
      try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
      let compiled = try CommandRunner.runTool("aapt2", ["compile", source.path, "-o", out.path])
      result.output += compiled.output
      guard compiled.status == 0 else {
        result.status = compiled.status
        continue
      }
      for flat in try FileManager.default.contentsOfDirectory(atPath: out.path) {
        let dump = try CommandRunner.runTool("aapt2", ["dump", "apc", out.appendingPathComponent(flat).path])
        let folderName = String(file.path.split(separator: "/")[0])
        result.values[folderName, default: [:]].merge(parse(dump.output)) { a, _ in a }
      }
    }
    return result
  }

  /// The values of an `aapt2 dump apc` listing. A value's later lines are indented by the
  /// listing (8 spaces for a string, 10 for a plural item), which is taken off.
  static func parse(_ dump: String) -> [String: String] {
    var values: [String: String] = [:]
    let blocks = dump.components(separatedBy: "\n      resource 0x").dropFirst()
    for block in blocks {
      guard let newline = block.firstIndex(of: "\n") else { continue }
      let header = block[..<newline].split(separator: " ")
      guard header.count >= 2 else { continue }
      let name = String(header[1])
      let body = String(block[block.index(after: newline)...])
      if name.hasPrefix("string/") {
        guard let open = body.range(of: ") \""), let close = body.range(of: "\" src=", options: .backwards)
        else { continue }
        values[name] = String(body[open.upperBound..<close.lowerBound])
          .replacingOccurrences(of: "\n        ", with: "\n")
      } else if name.hasPrefix("plurals/") {
        let lines = body.components(separatedBy: "\n          ").dropFirst()
        var current: (String, String)?
        func flush() {
          if let (category, text) = current { values[name + "/" + category] = String(text.dropLast()) }
        }
        for line in lines {
          if let equals = line.firstIndex(of: "="),
            ["zero", "one", "two", "few", "many", "other"].contains(
              String(line[..<equals])), line[line.index(after: equals)...].hasPrefix("\"")
          {
            flush()
            current = (String(line[..<equals]), String(line[line.index(equals, offsetBy: 2)...]))
          } else if current != nil {
            current!.1 += "\n" + line
          }
        }
        if current != nil {
          current!.1 = current!.1.components(separatedBy: "\n    type ")[0]
          current!.1 = current!.1.trimmingCharacters(in: CharacterSet(charactersIn: "\n"))
        }
        flush()
      }
    }
    return values
  }
}
