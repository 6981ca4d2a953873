import ArgumentParser
import L10nSession

/// The `OutputFormat`s a command's `--format` takes.
protocol FormatChoices {
  static var formats: [OutputFormat] { get }
}

/// `--format` of a command: one of its `Choices`, so that its help, completions and the error for
/// any other value name only those.
struct FormatOption<Choices: FormatChoices>: ExpressibleByArgument, Sendable {
  let format: OutputFormat

  init(_ format: OutputFormat) {
    self.format = format
  }

  init?(argument: String) {
    guard let format = OutputFormat(rawValue: argument), Choices.formats.contains(format) else { return nil }
    self.format = format
  }

  static var allValueStrings: [String] { Choices.formats.map(\.rawValue) }
  static var defaultCompletionKind: CompletionKind { .list(allValueStrings) }
  var defaultValueDescription: String { format.rawValue }
}

/// text or json: status, extract, import, fill, translate, memory stats.
enum TextOrJSON: FormatChoices {
  static let formats: [OutputFormat] = [.text, .json]
}

/// text, json or markdown: diff.
enum TextJSONOrMarkdown: FormatChoices {
  static let formats: [OutputFormat] = [.text, .json, .markdown]
}

/// Every format: check.
enum EveryFormat: FormatChoices {
  static let formats = OutputFormat.allCases
}
