#include "l10n_icu.h"

#include <cstring>
#include <memory>
#include <string>

#include <unicode/locid.h>
#include <unicode/plurrule.h>
#include <unicode/uloc.h>
#include <unicode/ulocdata.h>
#include <unicode/upluralrules.h>
#include <unicode/uversion.h>
#include <unicode/ustring.h>
#include <unicode/unistr.h>

namespace {

int copyOut(const std::string &text, char *buffer, int capacity) {
  int length = static_cast<int>(text.size());
  if (buffer != nullptr && capacity > 0) {
    int count = length < capacity - 1 ? length : capacity - 1;
    std::memcpy(buffer, text.data(), count);
    buffer[count] = '\0';
  }
  return length;
}

std::unique_ptr<icu::PluralRules> rulesFor(const char *locale) {
  UErrorCode status = U_ZERO_ERROR;
  char canonical[ULOC_FULLNAME_CAPACITY];
  int32_t parsed = 0;
  uloc_forLanguageTag(locale, canonical, sizeof canonical, &parsed, &status);
  if (U_FAILURE(status)) return nullptr;
  std::unique_ptr<icu::PluralRules> rules(
      icu::PluralRules::forLocale(icu::Locale(canonical), UPLURAL_TYPE_CARDINAL, status));
  if (U_FAILURE(status)) return nullptr;
  return rules;
}

bool isListed(const char *code, const char *const *list) {
  for (; list != nullptr && *list != nullptr; ++list) {
    if (std::strcmp(code, *list) == 0) return true;
  }
  return false;
}

}  // namespace

extern "C" int l10n_icu_version(char *buffer, int capacity) {
  UVersionInfo version;
  u_getVersion(version);
  char text[U_MAX_VERSION_STRING_LENGTH];
  u_versionToString(version, text);
  return copyOut(text, buffer, capacity);
}

extern "C" int l10n_icu_cldr_version(char *buffer, int capacity) {
  UVersionInfo version;
  UErrorCode status = U_ZERO_ERROR;
  ulocdata_getCLDRVersion(version, &status);
  if (U_FAILURE(status)) return -1;
  char text[U_MAX_VERSION_STRING_LENGTH];
  u_versionToString(version, text);
  std::string result(text);
  if (result.find('.') == std::string::npos) result += ".0";
  return copyOut(result, buffer, capacity);
}

extern "C" int l10n_icu_plural_keywords(const char *locale, char *buffer, int capacity) {
  auto rules = rulesFor(locale);
  if (!rules) return -1;
  UErrorCode status = U_ZERO_ERROR;
  std::unique_ptr<icu::StringEnumeration> keywords(rules->getKeywords(status));
  if (U_FAILURE(status) || !keywords) return -1;
  std::string result;
  while (const char *keyword = keywords->next(nullptr, status)) {
    if (U_FAILURE(status)) return -1;
    if (!result.empty()) result += ' ';
    result += keyword;
  }
  return copyOut(result, buffer, capacity);
}

extern "C" int l10n_icu_plural_samples(const char *locale, const char *keyword, double *samples, int capacity) {
  auto rules = rulesFor(locale);
  if (!rules) return -1;
  UErrorCode status = U_ZERO_ERROR;
  int32_t count = rules->getSamples(icu::UnicodeString::fromUTF8(keyword), samples, capacity, status);
  if (U_FAILURE(status)) return -1;
  return count;
}

extern "C" int l10n_icu_plural_select(const char *locale, double value, char *buffer, int capacity) {
  auto rules = rulesFor(locale);
  if (!rules) return -1;
  std::string result;
  rules->select(value).toUTF8String(result);
  return copyOut(result, buffer, capacity);
}

extern "C" int l10n_icu_plural_select_range(const char *locale, int first, int count, unsigned char *categories) {
  auto rules = rulesFor(locale);
  if (!rules) return -1;
  static const char *const names[] = {"zero", "one", "two", "few", "many", "other"};
  for (int index = 0; index < count; ++index) {
    std::string name;
    rules->select(static_cast<int32_t>(first + index)).toUTF8String(name);
    unsigned char category = 5;
    for (unsigned char known = 0; known < 6; ++known) {
      if (name == names[known]) category = known;
    }
    categories[index] = category;
  }
  return 0;
}

extern "C" int l10n_icu_is_known_language_tag(const char *tag) {
  if (tag == nullptr || *tag == '\0') return 0;
  UErrorCode status = U_ZERO_ERROR;
  char canonical[ULOC_FULLNAME_CAPACITY];
  int32_t parsed = 0;
  int32_t length = uloc_forLanguageTag(tag, canonical, sizeof canonical, &parsed, &status);
  // The whole tag must parse (uloc_forLanguageTag stops quietly at the first bad subtag).
  if (U_FAILURE(status) || parsed != static_cast<int32_t>(std::strlen(tag)) || length == 0) return 0;

  char language[ULOC_LANG_CAPACITY];
  char script[ULOC_SCRIPT_CAPACITY];
  char country[ULOC_COUNTRY_CAPACITY];
  uloc_getLanguage(canonical, language, sizeof language, &status);
  uloc_getScript(canonical, script, sizeof script, &status);
  uloc_getCountry(canonical, country, sizeof country, &status);
  if (U_FAILURE(status) || language[0] == '\0') return 0;

  // The language must be one ICU has locale data for (not merely a well-formed code).
  bool hasData = false;
  int32_t available = uloc_countAvailable();
  for (int32_t index = 0; index < available && !hasData; ++index) {
    char availableLanguage[ULOC_LANG_CAPACITY];
    UErrorCode inner = U_ZERO_ERROR;
    uloc_getLanguage(uloc_getAvailable(index), availableLanguage, sizeof availableLanguage, &inner);
    if (U_SUCCESS(inner) && std::strcmp(availableLanguage, language) == 0) hasData = true;
  }
  if (!hasData) return 0;

  if (script[0] != '\0') {
    // A script must have an English name other than its code.
    UChar name[64];
    UErrorCode inner = U_ZERO_ERROR;
    int32_t nameLength = uloc_getDisplayScript(canonical, "en", name, 64, &inner);
    char code[ULOC_SCRIPT_CAPACITY];
    std::strcpy(code, script);
    UChar codeAsUChars[ULOC_SCRIPT_CAPACITY];
    u_charsToUChars(code, codeAsUChars, static_cast<int32_t>(std::strlen(code)) + 1);
    if (U_FAILURE(inner) || nameLength == 0 || u_strcmp(name, codeAsUChars) == 0) return 0;
  }
  if (country[0] != '\0') {
    bool digits = std::strlen(country) == 3 && country[0] >= '0' && country[0] <= '9';
    if (!digits && !isListed(country, uloc_getISOCountries())) return 0;
    if (digits) {
      // UN M.49 areas such as 419 (Latin America) must have an English name.
      UChar name[64];
      UErrorCode inner = U_ZERO_ERROR;
      int32_t nameLength = uloc_getDisplayCountry(canonical, "en", name, 64, &inner);
      UChar codeAsUChars[4];
      u_charsToUChars(country, codeAsUChars, 4);
      if (U_FAILURE(inner) || nameLength == 0 || u_strcmp(name, codeAsUChars) == 0) return 0;
    }
  }
  return 1;
}

extern "C" int l10n_icu_display_name(const char *tag, char *buffer, int capacity) {
  UErrorCode status = U_ZERO_ERROR;
  char canonical[ULOC_FULLNAME_CAPACITY];
  int32_t parsed = 0;
  uloc_forLanguageTag(tag, canonical, sizeof canonical, &parsed, &status);
  if (U_FAILURE(status)) return -1;
  UChar name[256];
  int32_t length = uloc_getDisplayName(canonical, "en", name, 256, &status);
  if (U_FAILURE(status)) return -1;
  std::string result;
  icu::UnicodeString(name, length).toUTF8String(result);
  return copyOut(result, buffer, capacity);
}
