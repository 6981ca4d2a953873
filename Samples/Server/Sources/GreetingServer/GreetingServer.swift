import ArgumentParser
import Hummingbird
import L10nRuntime

/// `GreetingServer --port 8080`: serves `GET /greeting`, `GET /greeting?name=Ana`,
/// `GET /files?count=3` and `GET /languages` on the loopback address, each answered in the
/// language of the request's `Accept-Language` among those of the catalog in `Resources/`.
@main
struct GreetingServer: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Answers each request in the language its Accept-Language asks for.")

  @Option(help: "The port to listen on.")
  var port = 8080

  @Option(help: "The address to listen on: loopback unless you mean to serve other machines.")
  var hostname = "127.0.0.1"

  func run() async throws {
    // Every .xcstrings among the target's resources, read once; a lookup takes no lock.
    let strings = try LocalizedStrings(bundle: .module)
    let app = Application(
      router: Routes.router(strings: strings),
      configuration: .init(address: .hostname(hostname, port: port), serverName: "GreetingServer"))
    try await app.runService()
  }
}
