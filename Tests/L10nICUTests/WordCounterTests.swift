import L10nICU
import Testing

/// Word counts, against counts made by hand: English and German by spaces, Japanese and Chinese
/// by the words a dictionary gives (写真｜を｜削除｜し｜ます｜か: particles and endings are words),
/// Arabic by spaces (its clitics stay in their word). Punctuation and spaces are no words.
@Suite struct WordCounterTests {
  @Test(arguments: [
    ("en", "Do you want to save the changes?", 7),
    ("en", "Version (build 42)", 3),
    ("en", "Don’t ask again — ever.", 4),
    ("en", "", 0),
    ("en", "  …  ", 0),
    ("de", "Möchten Sie die Änderungen speichern?", 5),
    ("de", "Dateiverwaltung öffnen", 2),
    ("ar", "هل تريد حفظ التغييرات؟", 4),
    ("ar", "إلغاء", 1),
  ])
  func handCounted(language: String, text: String, words: Int) {
    #expect(WordCounter(language: language).count(text) == words, "\(language): \(text)")
  }

  /// ICU's versions whose Chinese and Japanese dictionaries give these counts: checked on ICU 72
  /// (Debian 12, where CI runs). macOS 13 to 27 ship ICU 70 to 78, whose dictionaries may split a
  /// phrase otherwise; there only what every dictionary split gives is asserted: at least one
  /// word and at most one a letter.
  static let dictionaryCountsCheckedOn: Set<String> = ["72"]

  @Test(arguments: [
    ("ja", "設定を保存", 3),
    ("ja", "写真を削除しますか？", 6),
    ("zh-Hans", "无法打开文件", 3),
  ])
  func handCountedByDictionary(language: String, text: String, words: Int) {
    let counter = WordCounter(language: language)
    let count = counter.count(text)
    let major = String(ICU.version.prefix { $0 != "." })
    if Self.dictionaryCountsCheckedOn.contains(major) {
      #expect(count == words, "\(language): \(text) (ICU \(ICU.version))")
    } else {
      let letters = text.unicodeScalars.filter { $0.properties.isAlphabetic }.count
      #expect((1...letters).contains(count), "\(language): \(text) (ICU \(ICU.version))")
    }
  }
}
