import Foundation
import L10nRuntime
import L10nTestSupport

/// Catalogs written to a temporary folder for a test, loaded as `LocalizedStrings`.
struct RuntimeFixture {
  let folder: TemporaryDirectory

  init() throws { folder = try TemporaryDirectory() }

  /// Writes `json` as `<table>.xcstrings` and returns its URL.
  @discardableResult
  func write(_ table: String, _ json: String) throws -> URL {
    try folder.write(table + ".xcstrings", json)
  }

  /// A catalog of `strings` (a JSON object's members) in source language `source`.
  static func catalog(source: String = "en", _ strings: String) -> String {
    #"{ "sourceLanguage" : "\#(source)", "strings" : { \#(strings) }, "version" : "1.0" }"#
  }

  /// A key whose languages each have the plain text given.
  static func plain(_ key: String, _ texts: [(String, String)], state: String = "translated") -> String {
    let localizations = texts.map { language, text in
      #""\#(language)" : { "stringUnit" : { "state" : "\#(state)", "value" : "\#(text)" } }"#
    }
    return #""\#(key)" : { "localizations" : { \#(localizations.joined(separator: ", ")) } }"#
  }

  func load(_ tables: [String], languages: Set<String>? = nil, options: LocalizedStrings.Options = .init()) throws
    -> LocalizedStrings
  {
    try LocalizedStrings(
      catalogs: tables.map { folder.file($0 + ".xcstrings") }, languages: languages, options: options)
  }
}
