// The shim, in C over ICU's stable C API only (icu_c_api.h), so it builds against Apple's
// libicucore with nothing installed, and against libicu-dev on Linux.
#include "l10n_icu.h"

#if !defined(__APPLE__)
// libicu-dev's libraries export versioned names (uplrules_open_72); this header maps ours to them.
#include <unicode/urename.h>
#endif
#include "icu_c_api.h"

#include <string.h>

enum {
  // ICU's ULOC_FULLNAME_CAPACITY, ULOC_LANG_CAPACITY, ULOC_SCRIPT_CAPACITY, ULOC_COUNTRY_CAPACITY
  // and U_MAX_VERSION_STRING_LENGTH; a longer result is an error below, never a cut one.
  localeCapacity = 157,
  languageCapacity = 12,
  scriptCapacity = 6,
  countryCapacity = 4,
  versionCapacity = 20,
};

static const char *const categoryNames[] = {"zero", "one", "two", "few", "many", "other"};

static int copyOut(const char *text, char *buffer, int capacity) {
  int length = (int)strlen(text);
  if (buffer != NULL && capacity > 0) {
    int count = length < capacity - 1 ? length : capacity - 1;
    memcpy(buffer, text, (size_t)count);
    buffer[count] = '\0';
  }
  return length;
}

/// Whether a fill of `length` into `capacity` succeeded and left room for the terminating NUL.
static int filled(UErrorCode status, int32_t length, int32_t capacity) {
  return !U_FAILURE(status) && length >= 0 && length < capacity;
}

/// The ICU locale ID of a BCP 47 tag into `canonical` (localeCapacity); 0 on failure.
static int localeID(const char *tag, char *canonical, int32_t *parsed) {
  UErrorCode status = U_ZERO_ERROR;
  int32_t length = uloc_forLanguageTag(tag, canonical, localeCapacity, parsed, &status);
  return filled(status, length, localeCapacity);
}

/// The ICU locale ID of a whole BCP 47 tag into `canonical` (localeCapacity); 0 on failure, or
/// when ICU read only a part of the tag (uloc_forLanguageTag stops quietly at the first bad subtag).
static int wholeLocaleID(const char *tag, char *canonical) {
  int32_t parsed = 0;
  return tag != NULL && *tag != '\0' && localeID(tag, canonical, &parsed) && parsed == (int32_t)strlen(tag);
}

/// Cardinal plural rules for a BCP 47 tag, or NULL; close with uplrules_close.
static UPluralRules *openRules(const char *tag) {
  char canonical[localeCapacity];
  int32_t parsed = 0;
  if (!localeID(tag, canonical, &parsed)) return NULL;
  UErrorCode status = U_ZERO_ERROR;
  UPluralRules *rules = uplrules_open(canonical, &status);
  if (U_FAILURE(status)) {
    if (rules != NULL) uplrules_close(rules);
    return NULL;
  }
  return rules;
}

/// Whether the UTF-16 text of `length` units is the ASCII string `ascii`.
static int equalsASCII(const UChar *text, int32_t length, const char *ascii) {
  for (int32_t index = 0; index < length; ++index) {
    if (ascii[index] == '\0' || text[index] != (UChar)(unsigned char)ascii[index]) return 0;
  }
  return ascii[length] == '\0';
}

/// The category `rules` select for `number`, as an index into categoryNames; -1 on error.
static int selectCategory(const UPluralRules *rules, double number) {
  UChar keyword[16];
  UErrorCode status = U_ZERO_ERROR;
  int32_t length = uplrules_select(rules, number, keyword, 16, &status);
  if (!filled(status, length, 16)) return -1;
  for (int category = 0; category < 6; ++category) {
    if (equalsASCII(keyword, length, categoryNames[category])) return category;
  }
  return 5;
}

int l10n_icu_version(char *buffer, int capacity) {
  UVersionInfo version;
  u_getVersion(version);
  char text[versionCapacity];
  u_versionToString(version, text);
  return copyOut(text, buffer, capacity);
}

int l10n_icu_cldr_version(char *buffer, int capacity) {
  UVersionInfo version;
  UErrorCode status = U_ZERO_ERROR;
  ulocdata_getCLDRVersion(version, &status);
  if (U_FAILURE(status)) return -1;
  char text[versionCapacity + 2];
  u_versionToString(version, text);
  if (strchr(text, '.') == NULL) strcat(text, ".0");
  return copyOut(text, buffer, capacity);
}

int l10n_icu_plural_keywords(const char *locale, char *buffer, int capacity) {
  UPluralRules *rules = openRules(locale);
  if (rules == NULL) return -1;
  UErrorCode status = U_ZERO_ERROR;
  UEnumeration *keywords = uplrules_getKeywords(rules, &status);
  // Six keywords at most, each at most five letters, with a space between.
  char result[64] = "";
  const char *keyword;
  int32_t length = 0;
  while (keywords != NULL && !U_FAILURE(status) && (keyword = uenum_next(keywords, &length, &status)) != NULL) {
    if (strlen(result) + (size_t)length + 2 > sizeof result) {
      status = U_BUFFER_OVERFLOW_ERROR;
      break;
    }
    if (result[0] != '\0') strcat(result, " ");
    strncat(result, keyword, (size_t)length);
  }
  if (keywords != NULL) uenum_close(keywords);
  uplrules_close(rules);
  if (U_FAILURE(status)) return -1;
  return copyOut(result, buffer, capacity);
}

int l10n_icu_plural_select(const char *locale, double value, char *buffer, int capacity) {
  UPluralRules *rules = openRules(locale);
  if (rules == NULL) return -1;
  int category = selectCategory(rules, value);
  uplrules_close(rules);
  if (category < 0) return -1;
  return copyOut(categoryNames[category], buffer, capacity);
}

int l10n_icu_plural_select_each(const char *locale, const double *numbers, int count, unsigned char *categories) {
  UPluralRules *rules = openRules(locale);
  if (rules == NULL) return -1;
  int result = 0;
  for (int index = 0; index < count; ++index) {
    int category = selectCategory(rules, numbers[index]);
    if (category < 0) {
      result = -1;
      break;
    }
    categories[index] = (unsigned char)category;
  }
  uplrules_close(rules);
  return result;
}

/// Whether ICU has an English name for a script or region of `canonical` other than its code.
static int hasEnglishName(const char *canonical, const char *code, int script) {
  UChar name[64];
  UErrorCode status = U_ZERO_ERROR;
  int32_t length = script ? uloc_getDisplayScript(canonical, "en", name, 64, &status)
                          : uloc_getDisplayCountry(canonical, "en", name, 64, &status);
  return filled(status, length, 64) && length > 0 && !equalsASCII(name, length, code);
}

int l10n_icu_is_known_language_tag(const char *tag) {
  char canonical[localeCapacity];
  if (!wholeLocaleID(tag, canonical) || canonical[0] == '\0') return 0;

  char language[languageCapacity];
  char script[scriptCapacity];
  char country[countryCapacity];
  UErrorCode status = U_ZERO_ERROR;
  int32_t languageLength = uloc_getLanguage(canonical, language, languageCapacity, &status);
  if (!filled(status, languageLength, languageCapacity)) return 0;
  int32_t scriptLength = uloc_getScript(canonical, script, scriptCapacity, &status);
  if (!filled(status, scriptLength, scriptCapacity)) return 0;
  int32_t countryLength = uloc_getCountry(canonical, country, countryCapacity, &status);
  if (!filled(status, countryLength, countryCapacity) || language[0] == '\0') return 0;

  // The language must be one ICU has locale data for (not merely a well-formed code).
  int hasData = 0;
  int32_t available = uloc_countAvailable();
  for (int32_t index = 0; index < available && !hasData; ++index) {
    char availableLanguage[languageCapacity];
    UErrorCode inner = U_ZERO_ERROR;
    int32_t length = uloc_getLanguage(uloc_getAvailable(index), availableLanguage, languageCapacity, &inner);
    if (filled(inner, length, languageCapacity) && strcmp(availableLanguage, language) == 0) hasData = 1;
  }
  if (!hasData) return 0;

  // A script must have an English name other than its code.
  if (script[0] != '\0' && !hasEnglishName(canonical, script, 1)) return 0;
  if (country[0] != '\0') {
    int digits = strlen(country) == 3 && country[0] >= '0' && country[0] <= '9';
    if (digits) {
      // UN M.49 areas such as 419 (Latin America) must have an English name.
      if (!hasEnglishName(canonical, country, 0)) return 0;
    } else {
      int listed = 0;
      for (const char *const *code = uloc_getISOCountries(); code != NULL && *code != NULL && !listed; ++code) {
        listed = strcmp(*code, country) == 0;
      }
      if (!listed) return 0;
    }
  }
  return 1;
}

int l10n_icu_language_tag(const char *tag, char *buffer, int capacity) {
  char canonical[localeCapacity];
  if (!wholeLocaleID(tag, canonical)) return -1;
  char spelled[localeCapacity];
  UErrorCode status = U_ZERO_ERROR;
  int32_t length = uloc_toLanguageTag(canonical, spelled, localeCapacity, 1, &status);
  if (!filled(status, length, localeCapacity)) return -1;
  return copyOut(spelled, buffer, capacity);
}

int l10n_icu_display_name(const char *tag, char *buffer, int capacity) {
  char canonical[localeCapacity];
  int32_t parsed = 0;
  if (!localeID(tag, canonical, &parsed)) return -1;
  UChar name[256];
  UErrorCode status = U_ZERO_ERROR;
  int32_t length = uloc_getDisplayName(canonical, "en", name, 256, &status);
  if (U_FAILURE(status) || length > 256) return -1;
  // Each UTF-16 unit is at most three UTF-8 bytes.
  char text[3 * 256 + 1];
  int32_t textLength = 0;
  u_strToUTF8(text, (int32_t)sizeof text, &textLength, name, length, &status);
  if (!filled(status, textLength, (int32_t)sizeof text)) return -1;
  return copyOut(text, buffer, capacity);
}

void *l10n_icu_word_counter_open(const char *tag) {
  char canonical[localeCapacity];
  int32_t parsed = 0;
  if (!localeID(tag, canonical, &parsed)) return NULL;
  UErrorCode status = U_ZERO_ERROR;
  UBreakIterator *iterator = ubrk_open(UBRK_WORD, canonical, NULL, 0, &status);
  if (U_FAILURE(status)) {
    if (iterator != NULL) ubrk_close(iterator);
    return NULL;
  }
  return iterator;
}

int l10n_icu_word_counter_count(void *counter, const unsigned short *text, int length) {
  if (counter == NULL || length < 0) return -1;
  UBreakIterator *iterator = (UBreakIterator *)counter;
  UErrorCode status = U_ZERO_ERROR;
  ubrk_setText(iterator, (const UChar *)text, length, &status);
  if (U_FAILURE(status)) return -1;
  int words = 0;
  ubrk_first(iterator);
  while (ubrk_next(iterator) != UBRK_DONE) {
    // Segments with a rule status of UBRK_WORD_NONE (0–99) are spaces and punctuation.
    if (ubrk_getRuleStatus(iterator) >= UBRK_WORD_NONE_LIMIT) ++words;
  }
  return words;
}

int l10n_icu_word_spans(void *counter, const unsigned short *text, int length, int *spans, int capacity) {
  if (counter == NULL || length < 0 || capacity < 0) return -1;
  UBreakIterator *iterator = (UBreakIterator *)counter;
  UErrorCode status = U_ZERO_ERROR;
  ubrk_setText(iterator, (const UChar *)text, length, &status);
  if (U_FAILURE(status)) return -1;
  int words = 0;
  int32_t start = ubrk_first(iterator);
  int32_t end;
  while ((end = ubrk_next(iterator)) != UBRK_DONE) {
    if (ubrk_getRuleStatus(iterator) >= UBRK_WORD_NONE_LIMIT) {
      if (words < capacity) {
        spans[2 * words] = start;
        spans[2 * words + 1] = end;
      }
      ++words;
    }
    start = end;
  }
  return words;
}

void l10n_icu_word_counter_close(void *counter) {
  if (counter != NULL) ubrk_close((UBreakIterator *)counter);
}
