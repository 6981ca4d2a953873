/// The gettext `Plural-Forms` of a language, and which CLDR category each `msgstr[i]` is.
///
/// Every formula agrees with ICU's plural rules for every whole number from 0 to 10,000 and for
/// every round thousand below one million (`GettextPluralTests`): index `i` of the formula is the
/// category `categories[i]` for each of them. The categories are those a whole number below one
/// million selects. A category that only fractions select (Russian `other`) or only numbers from
/// one million up (French `many`) has no `msgstr`: export cannot carry it, and import keeps what
/// the catalog has there (Documentation/Formats.md, "Gettext PO").
///
/// The formulas are Weblate's own (`weblate-language-data`) wherever Weblate's default formula for
/// the language agrees with ICU, else Weblate's CLDR formula or gettext's (`msginit`) where those
/// agree, else one written here. The languages whose formula differs from Weblate's default or
/// gettext's are `differingFromWeblate` and `differingFromGettext`, each with the reason.
public struct GettextPluralForms: Sendable, Hashable {
  /// The language as the table has it: a base language (`fr`) or, where its rules differ from the
  /// base's, a tag with a region (`pt-PT`).
  public let language: String
  public let formula: PluralFormula
  /// The CLDR category of each `msgstr[i]`, in index order: the categories a whole number below
  /// one million selects in the language, in CLDR order (`PluralRules.wholeNumberCategories`).
  public let categories: [String]

  init(language: String, formula: PluralFormula) {
    self.language = language
    self.formula = formula
    categories = PluralRules.forLanguage(language).wholeNumberCategories
  }

  public var count: Int { categories.count }

  /// The header's value: `nplurals=2; plural=n != 1;`.
  public var header: String { "nplurals=\(count); plural=\(formula.text);" }

  /// The category of `msgstr[index]`, nil past the end.
  public func category(atIndex index: Int) -> String? {
    categories.indices.contains(index) ? categories[index] : nil
  }

  /// The plural forms of `language` (a BCP 47 tag such as `pt-BR`, `zh-Hant-HK`, `sr-Latn`): the
  /// tag's own entry where the table has one (`pt-PT`), else its base language's (`pt`). Nil for a
  /// language the table does not know.
  public static func forLanguage(_ language: String) -> GettextPluralForms? {
    let base = LanguageTags.base(language).lowercased()
    guard !base.isEmpty else { return nil }
    if let region = LanguageTags.region(language), let formula = table[base + "-" + region] {
      return GettextPluralForms(language: base + "-" + region, formula: formula)
    }
    let known = base == "iw" ? "he" : base == "in" ? "id" : base
    return table[known].map { GettextPluralForms(language: known, formula: $0) }
  }

  /// Every language of the table, sorted.
  public static var languages: [String] { table.keys.sorted() }

  /// Languages whose formula here differs from Weblate's default one (`weblate-language-data`'s
  /// `LANGUAGES`), with the reason: ICU has only `other` for them and Weblate two or three forms;
  /// Weblate's formula is an older CLDR one (`he`, `mk`, `mt`); or it has a category only numbers
  /// from one million up select (`br`'s `many`), which this table leaves out as it does for `fr`.
  public static let differingFromWeblate: [String: String] = {
    var reasons: [String: String] = [
      "br": "Weblate's has many (1000000, 2000000, …), which no number below one million selects",
      "he": "Weblate's is CLDR 41's one/two/many/other; ICU 72 (CLDR 42) has one/two/other",
      "mk": "Weblate's takes 11 for one; ICU's one is n%10=1 except 11",
      "mt": "Weblate's has four forms; ICU 72 has one/two/few/many/other",
      "pt-PT": "Weblate's pt_PT is n > 1 (0 is one); ICU's pt-PT one is 1 alone",
    ]
    for language in onlyOtherInICU { reasons[language] = "ICU has only other for it; Weblate's has more forms" }
    return reasons
  }()

  /// Languages for which gettext's `msginit` table has another formula, with the reason.
  public static let differingFromGettext: [String: String] = [
    "ga": "gettext's has three forms; ICU has one/two/few/many/other",
    "he": "gettext's is n != 1; ICU has one/two/other",
    "lv": "gettext's orders one, other, zero; ICU's order is zero, one, other, as Weblate's",
    "pt": "gettext's is n != 1 (European Portuguese); ICU's pt (Brazil) takes 0 for one, n > 1",
  ]

  static let onlyOtherInICU: [String] =
    "bas bgc cv dje dua ewo guz kam ki kln kok lrc lu luo luy mai mer mfe mgh mi mni mzn qu raj rn rw sa tg vai zgh"
    .split(separator: " ").map(String.init)

  /// Each language's formula, by the table's tag.
  static let table: [String: PluralFormula] = {
    var table: [String: PluralFormula] = [:]
    for (text, languages) in families {
      // The formulas are constants, checked by the tests; one that did not parse would stop here.
      guard let formula = try? PluralFormula(text) else { preconditionFailure(text) }
      for language in languages.split(separator: " ") { table[String(language)] = formula }
    }
    return table
  }()

  /// The formulas, each with the languages that use it. Index `i` of a formula is the `i`th of
  /// the categories a whole number below one million selects in the language (ICU), in CLDR order.
  static let families: KeyValuePairs<String, String> = [
    "n != 1":
      "af asa ast az bem bez bg brx ca ce cgg chr ckb da de ee el en eo es et eu fi fo fur fy gl gsw ha haw hu ia"
      + " it jgo jmc ka kk kkj kl ks ksb ku ky lb lg mas mgo ml mn mr nb nd ne nl nn nnh nyn om or os ps rm rof"
      + " rwk saq sc sd seh sn so sq sv sw ta te teo tk tr ug ur uz vun wae xh xog yi",
    "0":
      "agq bas bgc bm bo ccp cv dav dje dua dyo dz ebu ewo guz id ig ii ja jv kam kde kea kgp khq ki kln km ko kok"
      + " ksf lkt lo lrc lu luo luy mai mer mfe mgh mi mni ms mua my mzn nmg nus qu raj rn rw sa sah sbp ses sg"
      + " su tg th to tt twq vai vi wo yav yo yrl yue zgh zh",
    "n > 1": "ak am as bho bn doi fa ff fr gu hi hy kab kn ln mg pa pcm pt si ti zu",
    "(n == 1) ? 0 : ((n == 2) ? 1 : 2)": "he naq se smn",
    "n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2": "be ru uk",
    "n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2": "bs hr sr",
    "n != 1 && n != 2 && n != 3 && (n % 10 == 4 || n % 10 == 6 || n % 10 == 9)": "ceb fil",
    "(n==1) ? 0 : (n>=2 && n<=4) ? 1 : 2": "cs sk",
    "(n % 100 == 1) ? 0 : ((n % 100 == 2) ? 1 : ((n % 100 == 3 || n % 100 == 4) ? 2 : 3))": "dsb hsb",
    "(n != 1)": "no pt-PT",
    "n==0 ? 0 : n==1 ? 1 : n==2 ? 2 : n%100>=3 && n%100<=10 ? 3 : n%100>=11 ? 4 : 5": "ar",
    "(n % 10 == 1 && n % 100 != 11 && n % 100 != 71 && n % 100 != 91) ? 0 : ((n % 10 == 2 && n % 100 != 12 && n % 100 != 72 && n % 100 != 92) ? 1 : ((((n % 10 == 3 || n % 10 == 4) || n % 10 == 9) && (n % 100 < 10 || n % 100 > 19) && (n % 100 < 70 || n % 100 > 79) && (n % 100 < 90 || n % 100 > 99)) ? 2 : 3))":
      "br",
    "(n==0) ? 0 : (n==1) ? 1 : (n==2) ? 2 : (n==3) ? 3 :(n==6) ? 4 : 5": "cy",
    "n==1 ? 0 : n==2 ? 1 : (n>2 && n<7) ? 2 :(n>6 && n<11) ? 3 : 4": "ga",
    "(n==1 || n==11) ? 0 : (n==2 || n==12) ? 1 : (n > 2 && n < 20) ? 2 : 3": "gd",
    "(n % 10 == 1) ? 0 : ((n % 10 == 2) ? 1 : ((n % 100 == 0 || n % 100 == 20 || n % 100 == 40 || n % 100 == 60 || n % 100 == 80) ? 2 : 3))":
      "gv",
    "n % 10 != 1 || n % 100 == 11": "is",
    "n==0 ? 0 : n==1 ? 1 : 2": "ksh",
    "(n == 0) ? 0 : ((n == 1) ? 1 : (((n % 100 == 2 || n % 100 == 22 || n % 100 == 42 || n % 100 == 62 || n % 100 == 82) || n % 1000 == 0 && (n % 100000 >= 1000 && n % 100000 <= 20000 || n % 100000 == 40000 || n % 100000 == 60000 || n % 100000 == 80000) || n != 0 && n % 1000000 == 100000) ? 2 : ((n % 100 == 3 || n % 100 == 23 || n % 100 == 43 || n % 100 == 63 || n % 100 == 83) ? 3 : ((n != 1 && (n % 100 == 1 || n % 100 == 21 || n % 100 == 41 || n % 100 == 61 || n % 100 == 81)) ? 4 : 5))))":
      "kw",
    "(n == 0) ? 0 : ((n == 1) ? 1 : 2)": "lag",
    "(n % 10 == 1 && (n % 100 < 11 || n % 100 > 19)) ? 0 : ((n % 10 >= 2 && n % 10 <= 9 && (n % 100 < 11 || n % 100 > 19)) ? 1 : 2)":
      "lt",
    "(n % 10 == 0 || n % 100 >= 11 && n % 100 <= 19) ? 0 : ((n % 10 == 1 && n % 100 != 11) ? 1 : 2)": "lv",
    "n%10==1 && n%100!=11 ? 0 : 1": "mk",
    "(n == 1) ? 0 : ((n == 2) ? 1 : ((n == 0 || n % 100 >= 3 && n % 100 <= 10) ? 2 : ((n % 100 >= 11 && n % 100 <= 19) ? 3 : 4)))":
      "mt",
    "n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2": "pl",
    "n==1 ? 0 : (n==0 || (n%100 > 0 && n%100 < 20)) ? 1 : 2": "ro",
    "n == 1 ? 0 : n == 2 ? 1 : 2": "sat",
    "(n == 0 || n == 1) ? 0 : ((n >= 2 && n <= 10) ? 1 : 2)": "shi",
    "n%100==1 ? 0 : n%100==2 ? 1 : n%100==3 || n%100==4 ? 2 : 3": "sl",
    "n >= 2 && (n < 11 || n > 99)": "tzm",
  ]
}
