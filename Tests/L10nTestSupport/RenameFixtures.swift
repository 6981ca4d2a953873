/// What the rename and fix-names tests write, through a session (L10nSessionTests) and on the
/// command line (l10nCLITests) alike.
public enum RenameFixtures {
  /// `l10n.yml` for `L.xcstrings` and the Swift files under `Sources`.
  public static let config = "version: 1\ncatalogs: [L.xcstrings]\nsources: [Sources]\n"

  /// One key, `editor.title` ("Editor").
  public static let editorTitleCatalog = """
    { "sourceLanguage" : "en", "strings" : {
      "editor.title" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Editor" } } } }
    }, "version" : "1.0" }
    """

  /// Two manual keys against the key convention (`editor.addButton.title` with French,
  /// `Settings.URLField`), which check's key-naming suggestions rename.
  public static let badNamesCatalog = """
    { "sourceLanguage" : "en", "strings" : {
      "editor.addButton.title" : { "extractionState" : "manual", "localizations" : {
        "en" : { "stringUnit" : { "state" : "translated", "value" : "Add" } },
        "fr" : { "stringUnit" : { "state" : "translated", "value" : "Ajouter" } } } },
      "Settings.URLField" : { "extractionState" : "manual", "localizations" : {
        "en" : { "stringUnit" : { "state" : "translated", "value" : "URL" } } } }
    }, "version" : "1.0" }
    """

  /// The code that uses both of `badNamesCatalog`'s keys.
  public static let badNamesSource =
    "let a = \"editor.addButton.title\".i18n // Add\nlet b = \"Settings.URLField\".i18n // URL\n"
}
