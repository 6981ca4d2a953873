import Foundation
import L10nTestSupport
import Testing

/// One floor, stated the same everywhere: the Swift that builds l10n (Package.swift's
/// `swift-tools-version`) and the macOS it runs on (its `platforms`), as README, Install.md, the
/// macOS CI job and the fuzz package say them.
@Suite struct FloorTests {
  static func text(_ path: String) throws -> String {
    try String(contentsOf: Fixtures.packageRoot.appendingPathComponent(path), encoding: .utf8)
  }

  @Test func everyPlaceStatesPackageSwiftsFloors() throws {
    let manifest = try Self.text("Package.swift")
    let swift = try #require(
      manifest.firstMatch(of: #/^// swift-tools-version:\s*(\d+\.\d+)/#.anchorsMatchLineEndings())?.1)
    let macOS = try #require(manifest.firstMatch(of: #/\.macOS\(\.v(\d+)\)/#)?.1)
    #expect(swift == "6.2" && macOS == "13", "the floors this test was written for moved: update it with the docs")
    for path in ["README.md", "Documentation/Install.md"] {
      let text = try Self.text(path)
      #expect(text.contains("Swift \(swift) or later"), "\(path) does not say Swift \(swift) or later")
      #expect(text.contains("macOS \(macOS) or"), "\(path) does not say macOS \(macOS)")
    }
    let workflow = try Self.text(".github/workflows/ci.yml")
    #expect(workflow.contains("Swift \(swift))"), "ci.yml's macOS job does not name Swift \(swift)")
    #expect(try Self.text("Fuzz/Package.swift").hasPrefix("// swift-tools-version:\(swift)"))
  }
}
