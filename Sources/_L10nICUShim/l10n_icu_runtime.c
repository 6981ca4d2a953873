// Plural rules held open for the runtime library (l10n_icu_runtime.h), over the part of ICU's
// stable C API icu_c_api.h declares (and icu_c_api_check.c proves against ICU's headers): nothing
// here needs a function the shim did not declare already.
#include "l10n_icu_runtime.h"

#if !defined(__APPLE__)
// libicu-dev's libraries export versioned names (uplrules_open_72); this header maps ours to them.
#include <unicode/urename.h>
#endif
#include "icu_c_api.h"

enum {
  // ICU's ULOC_FULLNAME_CAPACITY.
  localeCapacity = 157,
  keywordCapacity = 16,
};

static const char *const categoryNames[] = {"zero", "one", "two", "few", "many", "other"};

void *l10n_icu_plural_rules_open(const char *tag) {
  if (tag == 0) return 0;
  char canonical[localeCapacity];
  int32_t parsed = 0;
  UErrorCode status = U_ZERO_ERROR;
  int32_t length = uloc_forLanguageTag(tag, canonical, localeCapacity, &parsed, &status);
  if (U_FAILURE(status) || length < 0 || length >= localeCapacity) return 0;
  status = U_ZERO_ERROR;
  UPluralRules *rules = uplrules_open(canonical, &status);
  if (U_FAILURE(status)) {
    if (rules != 0) uplrules_close(rules);
    return 0;
  }
  return rules;
}

int l10n_icu_plural_rules_select(const void *rules, double number) {
  if (rules == 0) return -1;
  UChar keyword[keywordCapacity];
  UErrorCode status = U_ZERO_ERROR;
  int32_t length = uplrules_select((const UPluralRules *)rules, number, keyword, keywordCapacity, &status);
  if (U_FAILURE(status) || length < 0 || length >= keywordCapacity) return -1;
  for (int category = 0; category < 6; ++category) {
    const char *name = categoryNames[category];
    int32_t index = 0;
    while (index < length && name[index] != '\0' && keyword[index] == (UChar)(unsigned char)name[index]) ++index;
    if (index == length && name[index] == '\0') return category;
  }
  return 5;
}

void l10n_icu_plural_rules_close(void *rules) {
  if (rules != 0) uplrules_close((UPluralRules *)rules);
}
