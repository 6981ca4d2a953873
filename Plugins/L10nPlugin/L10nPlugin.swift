import Foundation
import PackagePlugin

/// `swift package l10n <subcommand> [arguments]`: runs this package's `l10n` tool in the package
/// that uses the plugin, with that package's folder as the working directory, so the nearest
/// l10n.yml, the catalogs and the sources are the ones of that package. Every argument goes to
/// `l10n` unchanged (but `--target` and `--allow-writing-to-directory`, below); its exit status
/// other than 0 fails the plugin.
///
/// On macOS SwiftPM runs a plugin in a sandbox that may write only inside the package folder and
/// the folders given to `swift package --allow-writing-to-directory DIR`, which the plugin cannot
/// see. So l10n is told the package folder, and the folders given to the plugin itself with the
/// same option after `l10n`, in `L10N_WRITABLE_DIRECTORIES`; it refuses a write elsewhere before
/// writing anything, saying what to pass (l10n's `WriteScope`). The rule is the same on Linux,
/// where there is no sandbox, so that a Linux run tells what a Mac will do.
@main
struct L10nPlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    try run(context.tool(named: "l10n").url, arguments: arguments, in: context.package.directoryURL)
  }
}

/// Runs `l10n`, its output going straight to the plugin's own standard output and error.
///
/// `--target NAME`, which Xcode adds for the targets picked in its plugin dialog (and SwiftPM's
/// plugin convention allows), is taken out: l10n works on what l10n.yml names, and has no
/// `--target` of its own.
func run(_ tool: URL, arguments: [String], in directory: URL) throws {
  var extractor = ArgumentExtractor(arguments)
  let targets = extractor.extractOption(named: "target")
  let allowed = extractor.extractOption(named: "allow-writing-to-directory")
  let arguments = targets.isEmpty && allowed.isEmpty ? arguments : extractor.remainingArguments
  if !targets.isEmpty {
    Diagnostics.remark(
      "l10n: --target \(targets.joined(separator: ", ")) is not used; l10n works on the sources and catalogs l10n.yml names"
    )
  }
  let process = Process()
  process.executableURL = tool
  process.arguments = arguments
  process.currentDirectoryURL = directory
  // A relative folder is taken from the package folder (the working directory of `swift package`).
  let writable =
    [directory.path] + allowed.map { URL(fileURLWithPath: $0, relativeTo: directory).standardizedFileURL.path }
  var environment = ProcessInfo.processInfo.environment
  environment["L10N_WRITABLE_DIRECTORIES"] = writable.joined(separator: ":")
  process.environment = environment
  try process.run()
  process.waitUntilExit()
  let status = process.terminationStatus
  guard status != 0 else { return }
  let command = (["l10n"] + arguments).joined(separator: " ")
  switch status {
  case 1:
    // Findings (check, fmt --check, extract --check, import with rejected units): l10n said why.
    throw L10nPluginError("`\(command)` reported findings (exit status 1)")
  case 64:
    throw L10nPluginError("`\(command)`: usage error (exit status 64); see `swift package l10n --help`")
  default:
    throw L10nPluginError("`\(command)` failed (exit status \(status))")
  }
}

struct L10nPluginError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}

#if canImport(XcodeProjectPlugin)
  import XcodeProjectPlugin

  /// In an Xcode project (File > Packages, or the project's context menu): runs in the project's
  /// folder. Xcode asks before the plugin may write there.
  extension L10nPlugin: XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
      try run(context.tool(named: "l10n").url, arguments: arguments, in: context.xcodeProject.directoryURL)
    }
  }
#endif
