import L10nCatalog

/// `l10n export`: the files written (or the one file's text for standard output), and the units
/// per language.
public struct ExportOutput: Rendered {
  /// One language's file.
  public struct File: Sendable {
    public var language: String
    public var units: Int
    /// Where it was written, as shown; nil when it went to standard output.
    public var path: String?

    public init(language: String, units: Int, path: String?) {
      (self.language, self.units, self.path) = (language, units, path)
    }
  }

  public var files: [File]
  /// The catalogs have no language but this one: nothing was exported.
  public var onlyLanguage: String?
  /// The one file's text, for standard output.
  public var standardOutput: String?

  public init(files: [File], onlyLanguage: String?, standardOutput: String?) {
    (self.files, self.onlyLanguage, self.standardOutput) = (files, onlyLanguage, standardOutput)
  }

  public func output(_ style: OutputStyle) -> CommandOutput {
    if let onlyLanguage {
      return CommandOutput(notes: ["The catalogs have no language other than \(onlyLanguage); nothing to export."])
    }
    var output = CommandOutput(standardOutput: standardOutput ?? "")
    let units = files.map { "\($0.language): \(Counted.phrase($0.units, "unit"))" }
    for (file, units) in zip(files, units) {
      if let path = file.path { output.standardOutput += path + "\n" } else { output.notes.append(units) }
    }
    let written = zip(files, units).filter { $0.0.path != nil }.map(\.1)
    if !written.isEmpty { output.notes.append("Exported " + written.joined(separator: "; ") + ".") }
    return output
  }
}
