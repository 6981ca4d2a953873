// Locales for choosing a language: likely subtags, CLDR's parent locales and ICU's own matching.
// Plain C types only, as l10n_icu.h: tags are UTF-8 and NUL-terminated BCP 47 tags or ICU locale
// IDs; functions that fill a buffer return the length they needed (excluding the NUL), or -1.
#ifndef L10N_ICU_LOCALE_H
#define L10N_ICU_LOCALE_H

#ifdef __cplusplus
extern "C" {
#endif

/// The BCP 47 tag of a language tag or an ICU or Apple locale ID (`zh_Hant_TW`, `en_US_POSIX`,
/// `de-DE-u-co-phonebk`, `de_DE@collation=phonebook`), subtags in BCP 47's case, extensions and
/// keywords dropped; ICU reads a BCP 47 tag up to its first bad subtag. -1 when nothing of it is a
/// language (empty, `*`, `-fr`, `12`).
int l10n_icu_locale_tag(const char *tag, char *buffer, int capacity);

/// `tag` with its likely subtags added (uloc_addLikelySubtags), as BCP 47: `zh-TW` -> `zh-Hant-TW`,
/// `sr` -> `sr-Cyrl-RS`, `en` -> `en-Latn-US`; the tag itself when ICU has no data for it.
int l10n_icu_locale_maximize(const char *tag, char *buffer, int capacity);

/// `tag` with the subtags its likely subtags imply removed (uloc_minimizeSubtags), as BCP 47:
/// `zh-Hant-TW` -> `zh-TW`, `en-Latn-US` -> `en`.
int l10n_icu_locale_minimize(const char *tag, char *buffer, int capacity);

/// CLDR's parent locales as ICU's data has them (supplementalData's parentLocales): one line per
/// locale whose parent is not the locale with its last subtag cut, `child parent\n`, as BCP 47,
/// the root written `und` (`en-AU en-001`, `zh-Hant und`, `nb no`).
int l10n_icu_locale_parents(char *buffer, int capacity);

/// ICU's own choice among `available` for the languages `preferred` (uloc_acceptLanguage, ICU's
/// LocaleMatcher with its defaults), all BCP 47 tags or ICU IDs: the index into `available`, or -1
/// when ICU finds none acceptable or fails. `exact` (may be NULL) is set to 1 for an exact match.
int l10n_icu_locale_accept(const char *const *preferred, int preferredCount, const char *const *available,
                           int availableCount, int *exact);

#ifdef __cplusplus
}
#endif

#endif
