// swift-tools-version:6.2
import PackageDescription

// A web server that answers in the language of each request, from a String Catalog, through
// l10n's runtime library. It depends on the l10n package two folders up by path: in your own
// server, depend on l10n by its URL and version instead.
let package = Package(
  name: "GreetingServer",
  defaultLocalization: "en",
  // Hummingbird 2 needs macOS 14.
  platforms: [.macOS(.v14)],
  dependencies: [
    // `name:` so that the product below is found whatever the checkout's folder is called.
    .package(name: "l10n", path: "../.."),
    .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
  ],
  targets: [
    .executableTarget(
      name: "GreetingServer",
      dependencies: [
        .product(name: "L10nRuntime", package: "l10n"),
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      // The catalog as it is: L10nRuntime reads .xcstrings files (on Linux SwiftPM copies it
      // into the target's bundle unchanged).
      resources: [.process("Resources")]
    )
  ]
)
