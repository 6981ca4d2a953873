import L10nExtraction
import L10nProject

extension InitPlan {
  /// What a package's manifest lacks for the target's catalogs, as the lines to add by hand
  /// (`l10n init` never edits Package.swift).
  static func packageSteps(
    target: PackageManifest.Target, manifest: PackageManifest, catalogs: [String], sourceLanguage: String
  ) -> [String] {
    var steps: [String] = []
    let prefix = target.folder + "/"
    let resources = target.resources ?? []
    let missing = catalogs.compactMap { catalog -> String? in
      guard catalog.hasPrefix(prefix) else { return nil }
      let inTarget = String(catalog.dropFirst(prefix.count))
      let covered = resources.contains { $0 == "." || inTarget == $0 || inTarget.hasPrefix($0 + "/") }
      return covered ? nil : inTarget
    }
    if !missing.isEmpty {
      let rules = missing.map { #".process("\#($0)")"# }.joined(separator: ", ")
      steps.append(
        target.resources == nil
          ? "In Package.swift, give target '\(target.name)' (line \(target.line)) its catalog: resources: [\(rules)]"
          : "In Package.swift, add \(rules) to the resources of target '\(target.name)' (line \(target.line)).")
    }
    if !manifest.hasDefaultLocalization {
      steps.append(
        #"In Package.swift, add defaultLocalization: "\#(sourceLanguage)" to Package(…), after name: "#
          + "(SwiftPM needs it for a String Catalog).")
    }
    return steps
  }
}
