import ArgumentParser

@main
struct L10nCommand: ParsableCommand {
  static let configuration = CommandConfiguration(commandName: "l10n", abstract: "x")
}
