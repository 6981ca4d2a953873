import Foundation
import L10nCatalog
import Testing

/// Small projects in temporary folders that the command-line tests and the session tests share.
public enum SampleProjects {
  /// A catalog with a Russian plural that lacks `few` and `many` (check's plural-missing-category,
  /// on line 3) and a plain key.
  public static let checkCatalog = """
    {"sourceLanguage":"en","strings":{
    "editor.count":{"localizations":{"en":{"variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"%lld item"}},"other":{"stringUnit":{"state":"translated","value":"%lld items"}}}}},
    "ru":{"variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"%lld предмет"}},"other":{"stringUnit":{"state":"translated","value":"%lld предмета"}}}}}}},
    "editor.title":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Editor"}},"ru":{"stringUnit":{"state":"translated","value":"Редактор"}}}}
    },"version":"1.0"}
    """

  /// A folder with `l10n.yml` (`config`) and `L.xcstrings` (`catalog`).
  public static func project(config: String = "version: 1\ncatalogs: [L.xcstrings]\n", catalog: String = checkCatalog)
    throws -> TemporaryDirectory
  {
    let folder = try TemporaryDirectory()
    try folder.write("l10n.yml", config)
    try folder.write("L.xcstrings", catalog)
    return folder
  }

  /// `checkCatalog` on one line, for export and import.
  public static func exchangeProject() throws -> TemporaryDirectory {
    try project(catalog: unformattedCheckCatalog)
  }

  /// `checkCatalog` on one line, not as Xcode writes it.
  public static let unformattedCheckCatalog = checkCatalog.replacingOccurrences(of: "\n", with: "")

  /// Two XLIFF units for `L.xcstrings` that import cannot take: a plural case whose placeholder
  /// is not the source's, and a key the catalog does not have.
  public static let wrongPlaceholderAndUnknownUnits = """
          <trans-unit id="editor.count|==|plural.many" xml:space="preserve">
            <source>%lld items</source>
            <target state="translated">%@ предметов</target>
          </trans-unit>
          <trans-unit id="editor.gone" xml:space="preserve">
            <source>Gone</source>
            <target>Нет</target>
          </trans-unit>
    """

  /// A catalog of two keys, `app.title` (with `french` as its French, if any) and `app.done`, for
  /// the report's tests.
  public static func reportCatalog(french: String?) -> String {
    let fr = french.map { #", "fr" : { "stringUnit" : { "state" : "translated", "value" : "\#($0)" } }"# } ?? ""
    return """
      { "sourceLanguage" : "en", "strings" : {
        "app.title" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Title" } }\(fr) } },
        "app.done" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Done" } } } }
      }, "version" : "1.0" }
      """
  }

  /// An XLIFF 1.2 file for `L.xcstrings` with these units.
  public static func xliff(_ units: String, language: String = "ru") -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
      <file original="L.xcstrings" source-language="en" target-language="\(language)" datatype="plaintext">
        <body>
    \(units)
        </body>
      </file>
    </xliff>
    """
  }

  /// A catalog whose French has gaps the translation memory can fill: "Cancel" exactly, "these
  /// changes" fuzzily, "Settings" not at all.
  public static let memoryCatalog = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "common.cancel.button" : { "localizations" : {
          "en" : { "stringUnit" : { "state" : "translated", "value" : "Cancel" } },
          "fr" : { "stringUnit" : { "state" : "translated", "value" : "Annuler" } } } },
        "editor.cancel.button" : { "localizations" : {
          "en" : { "stringUnit" : { "state" : "translated", "value" : "Cancel" } } } },
        "editor.save.message" : { "localizations" : {
          "en" : { "stringUnit" : { "state" : "translated", "value" : "Do you want to save the changes?" } },
          "fr" : { "stringUnit" : { "state" : "translated", "value" : "Voulez-vous enregistrer les modifications ?" } } } },
        "document.save.message" : { "localizations" : {
          "en" : { "stringUnit" : { "state" : "translated", "value" : "Do you want to save these changes?" } } } },
        "settings.title" : { "localizations" : {
          "en" : { "stringUnit" : { "state" : "translated", "value" : "Settings" } } } }
      },
      "version" : "1.0"
    }
    """

  /// A project of `memoryCatalog` as `L.xcstrings`, in Xcode's format as a real project's
  /// catalog is (written by l10n's codec, as `l10n fmt` would).
  public static func memoryProject() throws -> TemporaryDirectory {
    let folder = try TemporaryDirectory()
    try folder.write("l10n.yml", "version: 1\ncatalogs: [L.xcstrings]\n")
    try folder.write("L.xcstrings", try StringCatalog(bytes: Array(memoryCatalog.utf8)).encoded())
    return folder
  }

  /// The data a report page (`l10n report`'s index.html) embeds, parsed back.
  public static func reportData(_ page: URL) throws -> [String: Any] {
    try reportData(html: String(contentsOf: page, encoding: .utf8))
  }

  /// The data the page `html` embeds (a page written in memory), parsed back.
  public static func reportData(html: String) throws -> [String: Any] {
    let start = try #require(html.range(of: #"<script id="l10n-data" type="application/json">"#))
    let end = try #require(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
    let object = try JSONSerialization.jsonObject(with: Data(html[start.upperBound..<end.lowerBound].utf8))
    return try #require(object as? [String: Any])
  }
}
