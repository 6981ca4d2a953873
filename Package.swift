// swift-tools-version:6.2
import PackageDescription

let swiftSettings: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("MemberImportVisibility"),
]

// The floors, stated once and kept in README, Documentation/Install.md and the macOS CI job:
// Swift 6.2 (the tools version above: Xcode 26 or later) builds l10n, and what it builds runs on
// macOS 13 or later. Linux never checks Apple availability; Tests/Scripts/darwin-availability.sh
// (in `make lint`) does, from the toolchain's own module interfaces.
let package = Package(
  name: "l10n",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "l10n", targets: ["l10n"]),
    .library(name: "L10nCatalog", targets: ["L10nCatalog"]),
    // `swift package l10n <subcommand>` in a package that depends on this one.
    .plugin(name: "L10nPlugin", targets: ["L10nPlugin"]),
    // A target's String Catalogs compiled into its resources at build time (Documentation/Install.md).
    .plugin(name: "L10nCompilePlugin", targets: ["L10nCompilePlugin"]),
    .library(name: "L10nExchange", targets: ["L10nExchange"]),
    .library(name: "L10nExtraction", targets: ["L10nExtraction"]),
    .library(name: "L10nSession", targets: ["L10nSession"]),
    // The texts of String Catalogs at run time, on any platform (Documentation/Runtime.md).
    .library(name: "L10nRuntime", targets: ["L10nRuntime"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    .package(url: "https://github.com/apple/swift-collections", from: "1.1.0"),
    .package(url: "https://github.com/jpsim/Yams", from: "5.0.0"),
    // The Model Context Protocol's official Swift SDK, for `l10n mcp` (L10nMCP).
    .package(url: "https://github.com/modelcontextprotocol/swift-sdk", from: "0.12.1"),
    // Any swift-syntax from 600 to the newest, so that an app whose macro libraries pin one of them
    // can still add l10n (Tests/Scripts/plugin-smoke.sh builds with both ends of the range).
    .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.0"..<"604.0.0"),
  ],
  targets: [
    // The String Catalog model and its Xcode-exact JSON codec, and what every message is written
    // with (`SourcePlace`, `KeyPlace`, `Counted`). No CLI code, no swift-syntax.
    .target(
      name: "L10nCatalog",
      dependencies: [.product(name: "OrderedCollections", package: "swift-collections")],
      swiftSettings: swiftSettings
    ),
    // What the other modules say about texts, with no ICU and no swift-syntax: the
    // format-specifier grammar (placeholders, argument signatures, whether a translation's fit its
    // source's), escaping for documents, UTF-8 validation, texts standing in for translations.
    .target(
      name: "L10nText",
      dependencies: ["L10nCatalog", .product(name: "OrderedCollections", package: "swift-collections")],
      swiftSettings: swiftSettings
    ),
    // Project configuration (l10n.yml) and catalog discovery. Loading it links neither ICU nor
    // swift-syntax nor the checks. Extract's settings are its data (`CallShapes`, `DynamicKeys`),
    // which L10nExtraction takes from here; `check.rules` is kept as written (`ConfigValue`) for
    // L10nCheck. Keys and their naming (`Keys/`): the key convention (`KeyPattern`), the keys Xcode
    // names, the symbols Xcode generates for keys, a key's screen.
    .target(
      name: "L10nProject",
      dependencies: [
        "L10nCatalog", "L10nText", "Yams",
        .product(name: "OrderedCollections", package: "swift-collections"),
      ],
      swiftSettings: swiftSettings
    ),
    // Finding key usages in Swift sources with swift-syntax, and syncing them into a catalog.
    .target(
      name: "L10nExtraction",
      dependencies: [
        "L10nCatalog", "L10nText", "L10nProject",
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "OrderedCollections", package: "swift-collections"),
      ],
      swiftSettings: swiftSettings
    ),
    // ICU's plural rules and locale data behind a plain-C header, over ICU's stable C API only.
    // Foundation ships its own private ICU module, so ICU's headers must not reach Swift; only the
    // shim's .c files see ICU. macOS: the system's libicucore (no headers; the shim declares what
    // it calls in icu_c_api.h), so nothing to install. Linux: libicu-dev. l10n is a tool for
    // macOS and Linux; no other Apple platform is claimed (Tests/Scripts/darwin-availability.sh
    // checks the macOS floor only).
    .target(
      name: "_L10nICUShim",
      linkerSettings: [
        .linkedLibrary("icucore", .when(platforms: [.macOS])),
        .linkedLibrary("icui18n", .when(platforms: [.linux])),
        .linkedLibrary("icuuc", .when(platforms: [.linux])),
      ]
    ),
    // Swift face of the shim: plural categories, samples, selection, language tags, versions.
    .target(
      name: "L10nICU",
      dependencies: ["_L10nICUShim"],
      swiftSettings: swiftSettings
    ),
    // The runtime library: the texts of String Catalogs as an app shows them (plural cases by
    // ICU's rules, substitutions, device variations, fallback chain), read from the catalogs as
    // they are. The catalog model, the placeholder grammar and ICU only: no swift-syntax,
    // ArgumentParser, Yams or session. Lookups read tables published through `_L10nRuntimeGate`.
    .target(
      name: "L10nRuntime",
      dependencies: [
        "L10nCatalog", "L10nText", "L10nICU", "_L10nICUShim", "_L10nRuntimeGate",
        .product(name: "OrderedCollections", package: "swift-collections"),
      ],
      swiftSettings: swiftSettings
    ),
    // Two slots and C11 atomics: how L10nRuntime swaps its tables on reload while lookups read
    // them without a lock (Swift's own atomics need macOS 15).
    .target(name: "_L10nRuntimeGate"),
    // The checks of `l10n check`: rules, findings, coverage, the gate and baselines. The rules
    // judge keys by L10nProject's key naming and read their settings from its `ConfigValue`s; a
    // rule reads what it needs of the project in its `prepare`: the translation memory and the
    // glossary (L10nExchange).
    .target(
      name: "L10nCheck",
      dependencies: [
        "L10nCatalog", "L10nText", "L10nProject", "L10nICU", "L10nExchange",
        .product(name: "OrderedCollections", package: "swift-collections"),
      ],
      swiftSettings: swiftSettings
    ),
    // Export to translators and import back: XLIFF 1.2 as Xcode writes it, .xcloc bundles, CSV,
    // pseudo-localization, and the per-unit merge (placeholders judged by L10nText's grammar).
    .target(
      name: "L10nExchange",
      dependencies: [
        "L10nCatalog", "L10nICU", "L10nText", .product(name: "OrderedCollections", package: "swift-collections"),
      ],
      swiftSettings: swiftSettings
    ),
    // The one renderer: what every command prints of its result (`Rendered`: text, JSON, SARIF,
    // GitHub, JUnit, Markdown, the report page), a folder per command, `OutputFormat`, and `Paint`
    // for every ANSI colour. Below the session, which picks the renderer of each request.
    .target(
      name: "L10nReporting",
      dependencies: [
        "L10nCatalog", "L10nText", "L10nProject", "L10nCheck", "L10nICU", "L10nExchange", "L10nExtraction",
        .product(name: "OrderedCollections", package: "swift-collections"),
      ],
      swiftSettings: swiftSettings
    ),
    // A project session: opens the project, loads its catalogs (locked or read-only, all or
    // nothing), runs one request of a command (fmt, status, check, extract, export, import, fill,
    // memory, rename, report, diff, init), saves what changed and returns a result value for a
    // renderer. The command line is options, a request, this session and a renderer.
    .target(
      name: "L10nSession",
      dependencies: [
        "L10nCatalog", "L10nText", "L10nProject", "L10nReporting", "L10nExtraction", "L10nCheck", "L10nICU",
        "L10nExchange", .product(name: "OrderedCollections", package: "swift-collections"),
      ],
      swiftSettings: swiftSettings
    ),
    // `l10n mcp`: a Model Context Protocol server over stdio whose tools, resources and prompts are
    // thin adapters over the session's requests (one long-lived session, catalogs re-read when
    // their file changed, every path confined to the project).
    .target(
      name: "L10nMCP",
      dependencies: [
        "L10nSession", "L10nCatalog", "L10nProject", "L10nCheck", "L10nExchange", "L10nExtraction", "L10nICU",
        "L10nReporting", "L10nText", .product(name: "OrderedCollections", package: "swift-collections"),
        .product(name: "MCP", package: "swift-sdk"),
      ],
      swiftSettings: swiftSettings
    ),
    // The command line: options → a request → the session → its renderer. It imports the
    // session alone, which re-exports the few types the options name (and L10nMCP for `l10n mcp`).
    .executableTarget(
      name: "l10n",
      dependencies: ["L10nSession", "L10nMCP", .product(name: "ArgumentParser", package: "swift-argument-parser")],
      swiftSettings: swiftSettings
    ),
    // Command plugin: runs the l10n tool above in the package that uses it (arguments passed through).
    .plugin(
      name: "L10nPlugin",
      capability: .command(
        intent: .custom(
          verb: "l10n",
          description: "Run l10n (extract, check, export, import, fmt, status, ...) in this package's folder."),
        permissions: [
          .writeToPackageDirectory(
            reason:
              "l10n extract, fmt, import, fill and rename write the String Catalogs (.xcstrings), rename also the Swift files that use a renamed key, export and memory export write translation files, extract keeps a cache in .l10n-cache/, and init creates l10n.yml, a catalog and String+i18n.swift."
          )
        ]),
      dependencies: ["l10n"],
      path: "Plugins/L10nPlugin"
    ),
    // Build-tool plugin: `l10n compile` of the target's catalogs into `.lproj` tables SwiftPM bundles.
    .plugin(
      name: "L10nCompilePlugin",
      capability: .buildTool(),
      dependencies: ["l10n"],
      path: "Plugins/L10nCompilePlugin"
    ),
    .executableTarget(
      name: "l10n-bench",
      dependencies: [
        "L10nCatalog", "L10nText", "L10nCheck", "L10nRuntime",
        .product(name: "OrderedCollections", package: "swift-collections"),
      ],
      path: "Benchmarks/l10n-bench",
      swiftSettings: swiftSettings
    ),
    // Tests/Scripts/darwin-availability.sh: the uses of Apple APIs newer than the macOS floor above,
    // read from the toolchain's module interfaces (Linux never checks Apple availability).
    .executableTarget(
      name: "darwin-availability",
      dependencies: [
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
      ],
      path: "Tests/DarwinAvailability",
      swiftSettings: swiftSettings
    ),
    .target(
      name: "L10nTestSupport",
      dependencies: [
        "L10nCatalog", "L10nText", "L10nICU", .product(name: "OrderedCollections", package: "swift-collections"),
      ],
      path: "Tests/L10nTestSupport",
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "L10nCatalogTests",
      dependencies: [
        "L10nCatalog", "L10nTestSupport", .product(name: "OrderedCollections", package: "swift-collections"),
      ],
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "L10nExtractionTests",
      dependencies: [
        "L10nExtraction", "L10nCatalog", "L10nText", "L10nProject", "L10nTestSupport",
        .product(name: "OrderedCollections", package: "swift-collections"),
      ],
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "L10nProjectTests",
      dependencies: ["L10nProject", "L10nExtraction", "L10nText", "L10nCheck", "L10nICU", "L10nTestSupport"],
      swiftSettings: swiftSettings
    ),
    // What each command does, through a `ProjectSession` on the in-memory twin of its files
    // (`MemoryFolder`) or, for what only the disk does, on a temporary folder: one request per
    // command (l10nCLITests keeps what is the command line's own: exit statuses, output streams,
    // usage errors, help).
    .testTarget(
      name: "L10nSessionTests",
      dependencies: [
        "L10nSession", "L10nCatalog", "L10nProject", "L10nExchange", "L10nCheck", "L10nReporting", "L10nExtraction",
        "L10nText", "L10nICU", "L10nTestSupport", .product(name: "OrderedCollections", package: "swift-collections"),
        // To check that Swift rename rewrote still parses.
        .product(name: "SwiftParser", package: "swift-syntax"), .product(name: "SwiftSyntax", package: "swift-syntax"),
      ],
      swiftSettings: swiftSettings
    ),
    // Test-only: the plural facts as ICU's C++ API gave them before the shim used only its C API,
    // for a test that compares the two for every locale. Needs ICU's C++ headers (Linux).
    .target(
      name: "_L10nICUReference",
      path: "Tests/_L10nICUReference",
      linkerSettings: [
        .linkedLibrary("icui18n", .when(platforms: [.linux])), .linkedLibrary("icuuc", .when(platforms: [.linux])),
      ]
    ),
    .testTarget(
      name: "L10nICUTests",
      dependencies: ["L10nICU", "L10nCatalog", "_L10nICUReference", "L10nTestSupport"],
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "L10nCheckTests",
      dependencies: [
        "L10nCheck", "L10nText", "L10nProject", "L10nICU", "L10nCatalog", "L10nTestSupport",
        // memory-match's examples ask the fill they note (`MemoryFill.fillable`).
        "L10nExchange",
        .product(name: "OrderedCollections", package: "swift-collections"),
      ],
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "L10nExchangeTests",
      dependencies: [
        "L10nExchange", "L10nCatalog", "L10nText", "L10nICU", "L10nTestSupport",
        .product(name: "OrderedCollections", package: "swift-collections"),
      ],
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "L10nReportingTests",
      dependencies: [
        "L10nReporting", "L10nText", "L10nCheck", "L10nCatalog", "L10nExchange", "L10nTestSupport",
        .product(name: "OrderedCollections", package: "swift-collections"),
      ],
      swiftSettings: swiftSettings
    ),
    // `l10n mcp` in process, through the SDK's own client over its in-memory transport.
    .testTarget(
      name: "L10nMCPTests",
      dependencies: [
        "L10nMCP", "L10nSession", "L10nCatalog", "L10nProject", "L10nTestSupport",
        .product(name: "MCP", package: "swift-sdk"),
      ],
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "L10nRuntimeTests",
      dependencies: [
        "L10nRuntime", "L10nCatalog", "L10nText", "L10nICU", "L10nTestSupport",
        .product(name: "OrderedCollections", package: "swift-collections"),
      ],
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "l10nCLITests",
      dependencies: ["l10n", "L10nTestSupport"],
      swiftSettings: swiftSettings
    ),
  ]
)
