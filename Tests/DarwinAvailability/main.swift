// darwin-availability: the uses, in Swift files, of declarations newer than a platform floor,
// as Apple's availability in the toolchain's own module interfaces gives them (types, members,
// functions and macros), and of those a Swift older than the Swift floor lacks (--swift-additions).
// Linux never checks Apple availability; this does, so that what compiles here compiles on a Mac.
// Tests/Scripts/darwin-availability.sh finds the interfaces and runs it; see there.
//
//   darwin-availability --platform macOS --floor 13.0 --interface Swift=PATH ... \
//     [--swift-floor 6.2 --swift-additions FILE] [--names-from FOLDER]... [--allow FILE] PATH...
//
// Exit status: 0 none found (or each allowed), 1 found, 2 a file could not be read, 64 usage.
import Foundation

struct Options {
  var platform = "macOS"
  var floor: Version?
  var interfaces: [(module: String, path: String)] = []
  var allowList: String?
  var swiftFloor: Version?
  var swiftAdditions: String?
  /// Folders of the dependencies' sources, whose declared names are never taken for Apple's.
  var dependencies: [String] = []
  var paths: [String] = []
}

func fail(_ message: String, status: Int32) -> Never {
  FileHandle.standardError.write(Data("darwin-availability: \(message)\n".utf8))
  exit(status)
}

func parseOptions(_ arguments: [String]) -> Options {
  var options = Options()
  var rest = arguments[...]
  func value(_ flag: String) -> String {
    guard let next = rest.popFirst() else { fail("\(flag) needs a value", status: 64) }
    return next
  }
  while let argument = rest.popFirst() {
    switch argument {
    case "--platform": options.platform = value(argument)
    case "--floor":
      let text = value(argument)
      guard let version = Version(text) else { fail("--floor \(text) is not a version such as 13.0", status: 64) }
      options.floor = version
    case "--interface":
      let text = value(argument)
      guard let equals = text.firstIndex(of: "=") else { fail("--interface takes MODULE=PATH", status: 64) }
      options.interfaces.append((String(text[..<equals]), String(text[text.index(after: equals)...])))
    case "--allow": options.allowList = value(argument)
    case "--swift-floor":
      let text = value(argument)
      guard let version = Version(text) else { fail("--swift-floor \(text) is not a version such as 6.2", status: 64) }
      options.swiftFloor = version
    case "--swift-additions": options.swiftAdditions = value(argument)
    case "--names-from": options.dependencies.append(value(argument))
    default:
      if argument.hasPrefix("-") { fail("unknown option \(argument)", status: 64) }
      options.paths.append(argument)
    }
  }
  if options.floor == nil { fail("--floor is required", status: 64) }
  if options.interfaces.isEmpty { fail("give at least one --interface MODULE=PATH", status: 64) }
  return options
}

func read(_ path: String) -> String {
  guard let data = FileManager.default.contents(atPath: path) else { fail("cannot read \(path)", status: 2) }
  return String(decoding: data, as: UTF8.self)
}

/// The Swift files under `paths`, sorted (a file path is taken as it is).
func swiftFiles(_ paths: [String]) -> [String] {
  var files: [String] = []
  for path in paths {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      fail("no such file or folder: \(path)", status: 2)
    }
    guard isDirectory.boolValue else {
      files.append(path)
      continue
    }
    let enumerator = FileManager.default.enumerator(atPath: path)
    while let relative = enumerator?.nextObject() as? String {
      let components = relative.split(separator: "/")
      if components.contains(where: { $0.hasPrefix(".") }) { continue }
      if relative.hasSuffix(".swift") { files.append(path + "/" + relative) }
    }
  }
  return files.sorted()
}

/// Allowed uses: lines `FILE SYMBOL  # reason`; `#` lines and blank lines are comments. A line
/// without a reason is refused.
func allowList(_ path: String?) -> Set<String> {
  guard let path else { return [] }
  var allowed: Set<String> = []
  for (number, line) in read(path).split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
    let text = line.trimmingCharacters(in: .whitespaces)
    if text.isEmpty || text.hasPrefix("#") { continue }
    guard let hash = text.firstIndex(of: "#"),
      !text[text.index(after: hash)...].trimmingCharacters(in: .whitespaces).isEmpty
    else { fail("\(path):\(number + 1): an allowed use needs its reason after #", status: 2) }
    let words = text[..<hash].split(separator: " ")
    guard words.count == 2 else { fail("\(path):\(number + 1): expected FILE SYMBOL  # reason", status: 2) }
    allowed.insert("\(words[0]) \(words[1])")
  }
  return allowed
}

let options = parseOptions(Array(CommandLine.arguments.dropFirst()))
let floor = options.floor!
let availability = PlatformAvailability(platform: options.platform)
var index = DeclarationIndex(floor: floor, swiftFloor: options.swiftFloor)
for (module, path) in options.interfaces {
  index.add(
    DeclarationCollector.declarations(in: read(path), module: module, availability: availability), module: module)
}
let files = swiftFiles(options.paths)
let sources = files.map { ($0, read($0)) }
// The project's own declarations: a name it declares is never taken for a newer Apple one.
var projectDeclarations: [Declaration] = []
for (_, source) in sources {
  projectDeclarations += DeclarationCollector.declarations(
    in: source, module: "(this project)", availability: availability)
}
index.addLocal(projectDeclarations, module: "(this project)")
if !options.dependencies.isEmpty {
  index.addNames(fromSources: swiftFiles(options.dependencies).map(read), module: "(dependencies)")
}

print("darwin-availability: \(options.platform) \(floor) floor; declarations read and those newer than it:")
for count in index.counts {
  print("  \(count.module.padding(toLength: 32, withPad: " ", startingAt: 0))\(count.all) read, \(count.newer) newer")
}
// A module with none newer still counts: its names keep a use from being taken for a newer one.
// The standard library always has some; none means the interface is not what it seems.
if let swift = index.counts.first(where: { $0.module == "Swift" }), swift.newer == 0 {
  fail(
    "the Swift module has no declaration newer than \(options.platform) \(floor): is it Apple's interface?", status: 2)
}

/// `--swift-additions`: lines `6.2 Span  # SE-0447` or `6.2 Task.init(name:priority:operation:)  # SE-0469`,
/// marked on the toolchain's declarations so spelled. Each must name at least one (the list is
/// about the toolchain's declarations, and a typo would check nothing). Returns those newer
/// than the Swift floor.
func markSwiftAdditions(_ path: String?, in index: inout DeclarationIndex) -> [String] {
  guard let path else { return [] }
  var newer: [String] = []
  for (number, line) in read(path).split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
    let text = line.trimmingCharacters(in: .whitespaces)
    if text.isEmpty || text.hasPrefix("#") { continue }
    let parts = text.split(separator: "#", maxSplits: 1)
    let words = parts[0].split(separator: " ")
    guard words.count == 2, let version = Version(words[0]), parts.count == 2 else {
      fail("\(path):\(number + 1): expected SWIFT-VERSION DECLARATION  # source", status: 2)
    }
    let spelled = String(words[1])
    let source = parts[1].trimmingCharacters(in: .whitespaces)
    guard index.markSwiftAddition(spelled, version: version, source: source) > 0 else {
      fail("\(path):\(number + 1): the toolchain's modules declare no \(spelled)", status: 2)
    }
    if let floor = index.swiftFloor, version > floor { newer.append(spelled) }
  }
  return newer
}

let newerSwift = markSwiftAdditions(options.swiftAdditions, in: &index)
if let floor = options.swiftFloor {
  print(
    "  Swift \(floor) floor: \(newerSwift.count) declarations of newer Swift releases"
      + (newerSwift.isEmpty ? "" : ": \(newerSwift.joined(separator: ", "))"))
}
let allowed = allowList(options.allowList)
var failures = 0
var allowedSeen = 0
for (file, source) in sources {
  let findings = UseScanner.findings(in: source, file: file, index: index, availability: availability)
  for finding in findings {
    let place = "\(file):\(finding.line):\(finding.column)"
    if allowed.contains("\(file) \(finding.symbol)") {
      allowedSeen += 1
      print("\(place): allowed: \(finding.symbol) needs \(finding.needs)")
      continue
    }
    failures += 1
    print(
      "\(place): error: \(finding.symbol) needs \(finding.needs), newer than the floor (\(options.platform) "
        + "\(floor)\(options.swiftFloor.map { ", Swift \($0)" } ?? "")); put it inside `\(finding.guardText)` "
        + "or use what the floor has")
  }
}
print(
  "darwin-availability: \(files.count) Swift files, \(failures) use\(failures == 1 ? "" : "s") newer than "
    + "\(options.platform) \(floor)\(allowedSeen > 0 ? ", \(allowedSeen) allowed" : "")")
exit(failures > 0 ? 1 : 0)
