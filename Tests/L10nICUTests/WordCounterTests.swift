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
    ("ja", "設定を保存", 3),
    ("ja", "写真を削除しますか？", 6),
    ("zh-Hans", "无法打开文件", 3),
    ("ar", "هل تريد حفظ التغييرات؟", 4),
    ("ar", "إلغاء", 1),
  ])
  func handCounted(language: String, text: String, words: Int) {
    #expect(WordCounter(language: language).count(text) == words, "\(language): \(text)")
  }
}
