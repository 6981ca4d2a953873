// swift-tools-version:6.2
// libFuzzer targets for l10n's readers. Not part of the main package: build with
// `Fuzz/run.sh` (or `swift build --package-path Fuzz -c release -Xswiftc -sanitize=fuzzer,address
// -Xswiftc -parse-as-library --product FuzzCatalogReader`). See Fuzz/README.md.
import PackageDescription

let swiftSettings: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("MemberImportVisibility"),
]

let package = Package(
  name: "l10n-fuzz",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "FuzzCatalogReader", targets: ["FuzzCatalogReader"]),
    .executable(name: "FuzzXLIFFReader", targets: ["FuzzXLIFFReader"]),
    .executable(name: "FuzzCSVReader", targets: ["FuzzCSVReader"]),
    .executable(name: "FuzzExtraction", targets: ["FuzzExtraction"]),
    .executable(name: "FuzzPOReader", targets: ["FuzzPOReader"]),
    .executable(name: "FuzzTMXReader", targets: ["FuzzTMXReader"]),
    .executable(name: "FuzzTBXReader", targets: ["FuzzTBXReader"]),
    .executable(name: "FuzzAndroidReader", targets: ["FuzzAndroidReader"]),
    .executable(name: "FuzzStringsReader", targets: ["FuzzStringsReader"]),
    .executable(name: "FuzzStringsdictReader", targets: ["FuzzStringsdictReader"]),
    .executable(name: "FuzzRuntime", targets: ["FuzzRuntime"]),
  ],
  dependencies: [
    .package(name: "l10n", path: ".."),
    // The main package's; FuzzRuntime walks a catalog's keys (an OrderedDictionary).
    .package(url: "https://github.com/apple/swift-collections", from: "1.1.0"),
  ],
  targets: [
    // Declares libFuzzer's driver for the targets' entry points.
    .target(name: "FuzzDriver"),
    .executableTarget(
      name: "FuzzCatalogReader", dependencies: ["FuzzDriver", .product(name: "L10nCatalog", package: "l10n")],
      swiftSettings: swiftSettings),
    .executableTarget(
      name: "FuzzXLIFFReader", dependencies: ["FuzzDriver", .product(name: "L10nExchange", package: "l10n")],
      swiftSettings: swiftSettings),
    .executableTarget(
      name: "FuzzCSVReader", dependencies: ["FuzzDriver", .product(name: "L10nExchange", package: "l10n")],
      swiftSettings: swiftSettings),
    .executableTarget(
      name: "FuzzExtraction", dependencies: ["FuzzDriver", .product(name: "L10nExtraction", package: "l10n")],
      swiftSettings: swiftSettings),
    .executableTarget(
      name: "FuzzPOReader", dependencies: ["FuzzDriver", .product(name: "L10nExchange", package: "l10n")],
      swiftSettings: swiftSettings),
    .executableTarget(
      name: "FuzzTMXReader", dependencies: ["FuzzDriver", .product(name: "L10nExchange", package: "l10n")],
      swiftSettings: swiftSettings),
    .executableTarget(
      name: "FuzzTBXReader", dependencies: ["FuzzDriver", .product(name: "L10nExchange", package: "l10n")],
      swiftSettings: swiftSettings),
    .executableTarget(
      name: "FuzzAndroidReader", dependencies: ["FuzzDriver", .product(name: "L10nExchange", package: "l10n")],
      swiftSettings: swiftSettings),
    .executableTarget(
      name: "FuzzStringsReader", dependencies: ["FuzzDriver", .product(name: "L10nExchange", package: "l10n")],
      swiftSettings: swiftSettings),
    .executableTarget(
      name: "FuzzStringsdictReader",
      dependencies: [
        "FuzzDriver", .product(name: "L10nCatalog", package: "l10n"), .product(name: "L10nExchange", package: "l10n"),
      ],
      swiftSettings: swiftSettings),
    .executableTarget(
      name: "FuzzRuntime",
      dependencies: [
        "FuzzDriver", .product(name: "L10nCatalog", package: "l10n"), .product(name: "L10nRuntime", package: "l10n"),
        .product(name: "OrderedCollections", package: "swift-collections"),
      ],
      swiftSettings: swiftSettings),
  ]
)
