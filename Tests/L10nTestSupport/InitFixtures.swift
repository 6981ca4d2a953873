import Foundation
import Testing

/// The three layouts `l10n init` sets up, made in a temporary folder: a Swift package with two
/// targets (and a test target), a folder with an `.xcodeproj` beside the app's sources and tests,
/// and a plain folder of Swift files. Each uses one key with `.i18n` and its English text.
/// (An `.xcodeproj` cannot be a checked-in fixture: this repository's .gitignore leaves them out.)
public enum InitFixtures: String, CaseIterable, Sendable, CustomTestStringConvertible {
  case package, xcodeProject, plainFolder

  public var testDescription: String { rawValue }

  /// The folder the fixture's sources are in, relative to its root.
  public var sources: String {
    switch self {
    case .package: "Sources/Core"
    case .xcodeProject: "Framely"
    case .plainFolder: "."
    }
  }

  /// The `sources` init writes: every top-level folder of the fixture's Swift code (tests too).
  public var codeFolders: [String] {
    switch self {
    case .package: ["Sources", "Tests"]
    case .xcodeProject: ["Framely", "FramelyTests"]
    case .plainFolder: ["."]
    }
  }

  /// Writes the fixture into a new temporary folder.
  public func make() throws -> TemporaryDirectory {
    let folder = try TemporaryDirectory()
    switch self {
    case .package:
      try folder.write(
        "Package.swift",
        """
        // swift-tools-version:5.9
        import PackageDescription

        let package = Package(
          name: "Demo",
          targets: [
            .target(name: "Core"),
            .executableTarget(name: "App", dependencies: ["Core"]),
            .testTarget(name: "CoreTests", dependencies: ["Core"]),
          ]
        )
        """)
      try folder.write(
        "Sources/Core/Greeting.swift",
        """
        public enum Greeting {
          public static var title: String { "home.greeting.title".i18n }  // Hello!
        }
        """)
      try folder.write("Sources/App/main.swift", "print(\"started\")\n")
      try folder.write("Tests/CoreTests/GreetingTests.swift", "import XCTest\n")
    case .xcodeProject:
      try folder.write("Framely.xcodeproj/project.pbxproj", "// !$*UTF8*$!\n{\n}\n")
      try folder.write(
        "Framely/Screens/HomeView.swift",
        """
        import SwiftUI

        struct HomeView: View {
          var body: some View {
            Text("home.title".i18n)  // Home
          }
        }
        """)
      try folder.write("FramelyTests/HomeTests.swift", "import XCTest\n")
    case .plainFolder:
      try folder.write("main.swift", "let title = \"main.title\".i18n  // Title\nprint(title)\n")
    }
    return folder
  }

  /// Every file under `folder` (not inside `.git`) and its bytes, to compare two runs.
  public static func snapshot(_ folder: URL) -> [String: Data] {
    var files: [String: Data] = [:]
    let base = folder.resolvingSymlinksInPath().path + "/"
    guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else {
      return files
    }
    for case let url as URL in enumerator {
      if url.lastPathComponent == ".git" {
        enumerator.skipDescendants()
        continue
      }
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue {
        let path = url.resolvingSymlinksInPath().path
        files[path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path] = FileManager.default.contents(
          atPath: url.path)
      }
    }
    return files
  }
}
