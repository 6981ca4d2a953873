import Foundation
import PackagePlugin

/// A build-tool plugin: `l10n compile` of each String Catalog (`.xcstrings`) of the target into
/// the plugin's work folder, as `<lang>.lproj/<Table>.strings` (and, on Apple platforms,
/// `.stringsdict`), which SwiftPM then bundles as the target's localized resources. So
/// `Bundle.module` holds working tables after `swift build` where nothing compiles catalogs: Linux,
/// and a Mac with only the Command Line Tools (SwiftPM's own build declares the catalog compiler
/// for Xcode's build alone, and copies the catalog uncompiled).
///
/// One build command per catalog, whose input is the catalog: it runs again only when the catalog
/// changes. SwiftPM needs its outputs before anything is built (l10n itself included), so the
/// plugin reads the catalog's languages here (`sourceLanguage` and the languages of every key's
/// `localizations`, `StringCatalog.languages`), and `--all-tables` makes compile write every one
/// of those files, an empty table where a language has nothing.
///
/// Off Apple platforms no `.stringsdict` is written (`--format strings-only`):
/// swift-corelibs-foundation crashes on every lookup in a table that has one, plain keys included.
/// The keys that vary (plural, device, substitutions) are left out, and compile's warning says how
/// many.
///
/// Built by Xcode (or xcodebuild), which compiles catalogs itself, the plugin adds nothing: two
/// tables of one name would be an error there. Xcode compiles the plugin with its own module
/// `XcodeProjectPlugin`, which SwiftPM's `swift build` does not have.
@main
struct L10nCompilePlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
    #if canImport(XcodeProjectPlugin)
      return []
    #else
      guard let module = target.sourceModule else { return [] }
      let catalogs = module.sourceFiles.map(\.url).filter { $0.pathExtension == "xcstrings" }
      let tool = try context.tool(named: "l10n").url
      return try catalogs.map { catalog in
        try CatalogCompile(catalog: catalog, workDirectory: context.pluginWorkDirectoryURL).command(tool: tool)
      }
    #endif
  }
}

#if canImport(XcodeProjectPlugin)
  import XcodeProjectPlugin

  /// In an Xcode project's target: nothing, since Xcode compiles the target's catalogs itself.
  extension L10nCompilePlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] { [] }
  }
#endif

/// One catalog's build command: its tables, known before l10n runs.
struct CatalogCompile {
  let catalog: URL
  /// Where the `.lproj` folders go: a folder per catalog in the plugin's work folder.
  let output: URL
  let table: String

  #if canImport(Darwin)
    /// Foundation reads `.stringsdict` on Apple platforms: both tables.
    static let format = "strings-and-stringsdict"
    static let suffixes = ["strings", "stringsdict"]
  #else
    /// swift-corelibs-foundation crashes on a table with a `.stringsdict`: plain texts alone.
    static let format = "strings-only"
    static let suffixes = ["strings"]
  #endif

  init(catalog: URL, workDirectory: URL) {
    self.catalog = catalog
    table = catalog.deletingPathExtension().lastPathComponent
    output = workDirectory.appendingPathComponent(table, isDirectory: true)
  }

  func command(tool: URL) throws -> Command {
    let outputs = try Self.languages(of: catalog).flatMap { language in
      Self.suffixes.map {
        output.appendingPathComponent("\(language).lproj", isDirectory: true).appendingPathComponent("\(table).\($0)")
      }
    }
    return .buildCommand(
      displayName: "Compiling \(catalog.lastPathComponent) with l10n",
      executable: tool,
      arguments: ["compile", catalog.path, "--output", output.path, "--format", Self.format, "--all-tables"],
      inputFiles: [catalog],
      outputFiles: outputs)
  }

  /// The catalog's languages as `l10n compile` finds them: the source language and every
  /// language a key has a localization for.
  static func languages(of catalog: URL) throws -> [String] {
    let root: Any
    do {
      root = try JSONSerialization.jsonObject(with: Data(contentsOf: catalog))
    } catch {
      throw L10nCompilePluginError("\(catalog.path): cannot be read as a String Catalog: \(error.localizedDescription)")
    }
    guard let root = root as? [String: Any], let source = root["sourceLanguage"] as? String else {
      throw L10nCompilePluginError("\(catalog.path): not a String Catalog (no \"sourceLanguage\")")
    }
    var languages = [source]
    var seen: Set<String> = [source]
    for entry in (root["strings"] as? [String: Any] ?? [:]).values {
      guard let localizations = (entry as? [String: Any])?["localizations"] as? [String: Any] else { continue }
      for language in localizations.keys.sorted() where seen.insert(language).inserted { languages.append(language) }
    }
    return languages
  }
}

struct L10nCompilePluginError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
