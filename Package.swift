// swift-tools-version:6.0
import PackageDescription

let swiftSettings: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("MemberImportVisibility"),
]

let package = Package(
  name: "l10n",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "l10n", targets: ["l10n"]),
    .library(name: "L10nCatalog", targets: ["L10nCatalog"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    .package(url: "https://github.com/apple/swift-collections", from: "1.1.0"),
    .package(url: "https://github.com/jpsim/Yams", from: "5.0.0"),
    .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.0"),
  ],
  targets: [
    // The String Catalog model and its Xcode-exact JSON codec. No CLI code, no swift-syntax.
    .target(
      name: "L10nCatalog",
      dependencies: [.product(name: "OrderedCollections", package: "swift-collections")],
      swiftSettings: swiftSettings
    ),
    // Project configuration (l10n.yml) and catalog discovery.
    .target(
      name: "L10nProject",
      dependencies: ["L10nCatalog", "Yams"],
      swiftSettings: swiftSettings
    ),
    // Finding key usages in Swift sources with swift-syntax, and syncing them into a catalog.
    .target(
      name: "L10nExtraction",
      dependencies: [
        "L10nCatalog",
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "OrderedCollections", package: "swift-collections"),
      ],
      swiftSettings: swiftSettings
    ),
    // Reports and summaries over catalogs (status).
    .target(
      name: "L10nReporting",
      dependencies: ["L10nCatalog", .product(name: "OrderedCollections", package: "swift-collections")],
      swiftSettings: swiftSettings
    ),
    .executableTarget(
      name: "l10n",
      dependencies: [
        "L10nCatalog", "L10nProject", "L10nReporting", "L10nExtraction",
        .product(name: "OrderedCollections", package: "swift-collections"),
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      swiftSettings: swiftSettings
    ),
    .executableTarget(
      name: "l10n-bench",
      dependencies: ["L10nCatalog"],
      path: "Benchmarks/l10n-bench",
      swiftSettings: swiftSettings
    ),
    .target(
      name: "L10nTestSupport",
      dependencies: ["L10nCatalog"],
      path: "Tests/L10nTestSupport",
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "L10nCatalogTests",
      dependencies: ["L10nCatalog", "L10nTestSupport", .product(name: "OrderedCollections", package: "swift-collections")],
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "L10nExtractionTests",
      dependencies: ["L10nExtraction", "L10nCatalog", "L10nTestSupport", .product(name: "OrderedCollections", package: "swift-collections")],
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "L10nProjectTests",
      dependencies: ["L10nProject", "L10nReporting", "L10nCatalog", "L10nTestSupport", .product(name: "OrderedCollections", package: "swift-collections")],
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "l10nCLITests",
      dependencies: ["l10n", "L10nTestSupport"],
      swiftSettings: swiftSettings
    ),
  ]
)
