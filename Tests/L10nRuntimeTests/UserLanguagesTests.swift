import L10nRuntime
import Testing

/// The user's languages from the environment, in gettext's order (the GNU gettext manual,
/// "Locale Environment Variables" and "The LANGUAGE variable").
@Suite struct UserLanguagesTests {
  @Test func theLocaleIsLCAllElseLCMessagesElseLang() {
    #expect(UserLanguages.fromEnvironment(["LANG": "de_DE.UTF-8"]) == ["de-DE"])
    #expect(UserLanguages.fromEnvironment(["LANG": "de_DE.UTF-8", "LC_MESSAGES": "fr_FR.UTF-8"]) == ["fr-FR"])
    #expect(
      UserLanguages.fromEnvironment(["LANG": "de_DE.UTF-8", "LC_MESSAGES": "fr_FR.UTF-8", "LC_ALL": "ja_JP.UTF-8"])
        == ["ja-JP"])
    // An empty variable counts as not set.
    #expect(UserLanguages.fromEnvironment(["LANG": "de_DE.UTF-8", "LC_ALL": ""]) == ["de-DE"])
    // Other categories say nothing of messages.
    #expect(UserLanguages.fromEnvironment(["LC_TIME": "fr_FR.UTF-8", "LC_CTYPE": "ru_RU.UTF-8"]) == [])
  }

  @Test func languageListsTheLanguagesUnlessTheLocaleIsC() {
    #expect(
      UserLanguages.fromEnvironment(["LANGUAGE": "fr_CA:fr:en", "LANG": "de_DE.UTF-8"]) == ["fr-CA", "fr", "en"])
    // gettext ignores LANGUAGE when the locale is C (or none is set): the program's own texts.
    #expect(UserLanguages.fromEnvironment(["LANGUAGE": "fr", "LANG": "C"]) == [])
    #expect(UserLanguages.fromEnvironment(["LANGUAGE": "fr", "LC_ALL": "C.UTF-8", "LANG": "de_DE"]) == [])
    #expect(UserLanguages.fromEnvironment(["LANGUAGE": "fr", "LANG": "POSIX"]) == [])
    #expect(UserLanguages.fromEnvironment(["LANGUAGE": "fr"]) == [])
    // Empty entries, names that are no locale and repeats are left out; an empty list is no list.
    #expect(
      UserLanguages.fromEnvironment(["LANGUAGE": "::fr:x_y_z:fr_FR.UTF-8:fr:", "LANG": "de_DE"]) == ["fr", "fr-FR"])
    #expect(UserLanguages.fromEnvironment(["LANGUAGE": "", "LANG": "de_DE"]) == ["de-DE"])
  }

  @Test func posixLocaleNamesAreBCP47Tags() {
    #expect(UserLanguages.tag(posixLocale: "fr") == "fr")
    #expect(UserLanguages.tag(posixLocale: "pt_BR") == "pt-BR")
    #expect(UserLanguages.tag(posixLocale: "en_US.UTF-8") == "en-US")
    #expect(UserLanguages.tag(posixLocale: "de_DE@euro") == "de-DE")
    #expect(UserLanguages.tag(posixLocale: "de_DE.ISO-8859-15@euro") == "de-DE")
    #expect(UserLanguages.tag(posixLocale: "sr_RS@latin") == "sr-Latn-RS")
    #expect(UserLanguages.tag(posixLocale: "sr@cyrillic") == "sr-Cyrl")
    #expect(UserLanguages.tag(posixLocale: "es_419.UTF-8") == "es-419")
    #expect(UserLanguages.tag(posixLocale: "ast_ES") == "ast-ES")
    for notALanguage in ["C", "C.UTF-8", "POSIX", "", "_FR", "french_FR", "fr_FRA", "fr_F1", "fr_FR_x", "1r"] {
      #expect(UserLanguages.tag(posixLocale: notALanguage) == nil, "\(notALanguage)")
    }
  }
}
