import L10nExtraction
import Testing

@Suite struct PackageManifestTests {
  @Test func targetsPathsAndResourcesAreRead() {
    let manifest = PackageManifest(
      source: """
        // swift-tools-version:5.9
        import PackageDescription

        let package = Package(
          name: "Demo",
          defaultLocalization: "fr",
          products: [.library(name: "Core", targets: ["Core"])],
          targets: [
            .target(
              name: "Core",
              resources: [.process("Resources"), .copy("seed.json")]
            ),
            .executableTarget(name: "App", dependencies: ["Core"], path: "App/Sources"),
            .testTarget(name: "CoreTests", dependencies: ["Core"]),
            .plugin(name: "Tool", capability: .buildTool()),
            Target.target(name: "Extra"),
          ]
        )
        """)
    #expect(manifest.targets.map(\.name) == ["Core", "App", "CoreTests", "Extra"])
    #expect(manifest.targets.map(\.kind) == [.regular, .executable, .test, .regular])
    #expect(manifest.targets.map(\.folder) == ["Sources/Core", "App/Sources", "Tests/CoreTests", "Sources/Extra"])
    #expect(manifest.targets[0].resources == ["Resources", "seed.json"])
    #expect(manifest.targets[1].resources == nil)
    #expect(manifest.targets[0].line == 10)
    #expect(manifest.defaultLocalization == "fr")
    #expect(manifest.hasDefaultLocalization)
  }

  @Test func aManifestWithoutDefaultLocalizationSaysSo() {
    let manifest = PackageManifest(source: #"let package = Package(name: "A", targets: [.target(name: "A")])"#)
    #expect(!manifest.hasDefaultLocalization)
    #expect(manifest.targets.map(\.name) == ["A"])
  }

  /// A target named, or given its folder, by a variable is not listed with a guessed folder
  /// (`Sources/<name>`): its line says where it is, and init knows it cannot read it.
  @Test func aTargetWithAVariableNameOrPathIsNotGuessed() {
    let manifest = PackageManifest(
      source: """
        import PackageDescription
        let name = "App"
        let package = Package(
          name: "",
          targets: [
            .target(name: name, path: name),
            .target(name: "Kit", path: "Kit" + "/Sources"),
            .target(name: "Core", path: "Core"),
          ]
        )
        """)
    #expect(manifest.targets.map(\.name) == ["Core"])
    #expect(manifest.targets.map(\.folder) == ["Core"])
    #expect(manifest.unreadableTargetLines == [6, 7])
    #expect(
      PackageManifest(source: #"let p = Package(name: "A", targets: [.target(name: "A")])"#).unreadableTargetLines
        .isEmpty)
  }

  @Test func stringExtensionsDeclaringTheShorthandAreFound() {
    #expect(MemberDeclarations.stringExtension(in: "extension String { var i18n: String { self } }", declares: "i18n"))
    #expect(
      MemberDeclarations.stringExtension(
        in: "extension Swift.String {\n  func i18n(_ a: CVarArg...) -> String { self }\n}", declares: "i18n"))
    #expect(
      !MemberDeclarations.stringExtension(in: "extension Int { var i18n: String { \"\" } }", declares: "i18n"))
    #expect(!MemberDeclarations.stringExtension(in: "let x = \"a.b\".i18n // uses it", declares: "i18n"))
    #expect(
      !MemberDeclarations.stringExtension(in: "extension String { var localized: String { self } }", declares: "i18n"))
  }
}
