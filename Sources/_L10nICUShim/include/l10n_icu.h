// The l10n ICU shim: plain C types only, so Swift never sees ICU's own headers (which clash with
// Foundation's private ICU module) nor the shim's declarations of ICU's C API (icu_c_api.h).
// Strings are UTF-8 and NUL-terminated; functions that fill a buffer return the length they
// needed (excluding the NUL), or -1 on an ICU error.
#ifndef L10N_ICU_H
#define L10N_ICU_H

#ifdef __cplusplus
extern "C" {
#endif

/// ICU's version, such as "72.1".
int l10n_icu_version(char *buffer, int capacity);

/// The CLDR version of ICU's data, such as "42.0".
int l10n_icu_cldr_version(char *buffer, int capacity);

/// The cardinal plural categories of `locale`, separated by spaces ("one many other").
int l10n_icu_plural_keywords(const char *locale, char *buffer, int capacity);

/// The category ICU selects for the number `value` in `locale`.
int l10n_icu_plural_select(const char *locale, double value, char *buffer, int capacity);

/// The category ICU selects for each of the `count` numbers, as an index into zero, one, two,
/// few, many, other (0–5) written to `categories`; returns 0, or -1 on error.
int l10n_icu_plural_select_each(const char *locale, const double *numbers, int count, unsigned char *categories);

/// 1 when the BCP 47 tag `tag` names a language ICU has data for (its language subtag is an
/// ISO 639 code ICU knows, with a known script and region when given), else 0.
int l10n_icu_is_known_language_tag(const char *tag);

/// ICU's spelling of the BCP 47 tag `tag` (uloc_forLanguageTag, then uloc_toLanguageTag): subtags
/// in BCP 47's case ("pt-BR", "zh-Hans"), and ICU's replacements of deprecated and grandfathered
/// codes ("iw" -> "he"); -1 when ICU cannot read the whole tag, or it is empty.
int l10n_icu_language_tag(const char *tag, char *buffer, int capacity);

/// The English display name of a BCP 47 tag ("French (Canada)").
int l10n_icu_display_name(const char *tag, char *buffer, int capacity);

/// A word counter for texts in the language of the BCP 47 tag `tag` (ICU's word break iterator,
/// with its dictionaries for Chinese, Japanese and Thai); NULL on error. Close it with
/// l10n_icu_word_counter_close. Not for use by two threads at once.
void *l10n_icu_word_counter_open(const char *tag);

/// The words of the UTF-16 text of `length` units: the segments ICU marks as words (letters,
/// numbers, kana, ideographs), not spaces or punctuation; -1 on error.
int l10n_icu_word_counter_count(void *counter, const unsigned short *text, int length);

/// The words of the UTF-16 text of `length` units, as `l10n_icu_word_counter_count` counts them:
/// for each, its start and end offset (in UTF-16 units) at `spans[2 * i]` and `spans[2 * i + 1]`,
/// as many as `capacity` pairs hold. Returns how many words there are (more than `capacity` when
/// they did not all fit), or -1 on failure.
int l10n_icu_word_spans(void *counter, const unsigned short *text, int length, int *spans, int capacity);

void l10n_icu_word_counter_close(void *counter);

#ifdef __cplusplus
}
#endif

#endif
