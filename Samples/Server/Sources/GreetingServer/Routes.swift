import Hummingbird
import L10nRuntime

/// The routes. Each picks the language once, from the request's `Accept-Language` (the source
/// language when it names none of the catalog's), looks its texts up in it and says which it is
/// in `Content-Language`.
enum Routes {
  static func router(strings: LocalizedStrings) -> Router<BasicRequestContext> {
    let router = Router()

    // GET /greeting, GET /greeting?name=Ana
    router.get("greeting") { request, _ in
      let language = Self.language(of: request, among: strings)
      if let name = request.uri.queryParameters.get("name"), !name.isEmpty {
        return Self.answer(strings.text("greeting.hello_name", locale: language, name), in: language)
      }
      return Self.answer(strings.text("greeting.hello", locale: language), in: language)
    }

    // GET /files?count=3: a plural, "3 files", "3 fichiers", "3 файла".
    router.get("files") { request, _ in
      let language = Self.language(of: request, among: strings)
      guard let count = request.uri.queryParameters.get("count", as: Int.self), count >= 0 else {
        return Self.answer(strings.text("files.count_invalid", locale: language), in: language, status: .badRequest)
      }
      return Self.answer(strings.text("files.count", locale: language, count), in: language)
    }

    // GET /languages: the languages the catalog has texts in, one a line.
    router.get("languages") { _, _ in
      strings.languages.map { $0 + "\n" }.joined()
    }
    return router
  }

  /// The catalog's language that the request's `Accept-Language` prefers.
  static func language(of request: Request, among strings: LocalizedStrings) -> String {
    strings.language(acceptLanguage: request.headers[.acceptLanguage] ?? "")
  }

  /// `text` as plain text, with the language it is in; `Vary` tells caches that the answer
  /// depends on `Accept-Language`.
  static func answer(
    _ text: String, in language: String, status: HTTPResponse.Status = .ok
  ) -> EditedResponse<String> {
    EditedResponse(
      status: status, headers: [.contentLanguage: language, .vary: "Accept-Language"], response: text + "\n")
  }
}
