// Locales for choosing a language (l10n_icu_locale.h), over ICU's stable C API only
// (icu_locale_api.h), as l10n_icu.c.
#include "l10n_icu_locale.h"

#if !defined(__APPLE__)
// libicu-dev's libraries export versioned names (uloc_addLikelySubtags_72); this maps ours to them.
#include <unicode/urename.h>
#endif
#include "icu_locale_api.h"

#include <stdlib.h>
#include <string.h>

enum {
  // ICU's ULOC_FULLNAME_CAPACITY and ULOC_LANG_CAPACITY; a longer result is an error, never a cut one.
  localeCapacity = 157,
  languageCapacity = 12,
  // The most preferred languages handed to ICU's matcher.
  acceptLimit = 256,
};

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

static int isLetter(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }

/// The ICU locale ID, keywords dropped, of a BCP 47 tag or an ICU/Apple locale ID into `id`
/// (localeCapacity); 0 when its language is not 2 to 8 letters.
static int readLocaleID(const char *tag, char *id) {
  if (tag == NULL || *tag == '\0' || strlen(tag) >= localeCapacity) return 0;
  UErrorCode status = U_ZERO_ERROR;
  int32_t length;
  if (strchr(tag, '_') != NULL || strchr(tag, '@') != NULL || strchr(tag, '.') != NULL) {
    // An ICU, Apple or POSIX locale ID: zh_Hant_TW, de_DE@collation=phonebook, en_US.UTF-8.
    length = uloc_getBaseName(tag, id, localeCapacity, &status);
  } else {
    char full[localeCapacity];
    int32_t parsed = 0;
    length = uloc_forLanguageTag(tag, full, localeCapacity, &parsed, &status);
    if (!filled(status, length, localeCapacity) || parsed <= 0) return 0;
    length = uloc_getBaseName(full, id, localeCapacity, &status);
  }
  if (!filled(status, length, localeCapacity)) return 0;
  char language[languageCapacity];
  int32_t languageLength = uloc_getLanguage(id, language, languageCapacity, &status);
  if (!filled(status, languageLength, languageCapacity) || languageLength < 2 || languageLength > 8) return 0;
  for (int32_t index = 0; index < languageLength; ++index) {
    if (!isLetter(language[index])) return 0;
  }
  return 1;
}

/// The BCP 47 tag of the ICU locale ID `id` into `tag` (localeCapacity), cut before its first
/// extension (ICU writes `en_US_POSIX` as `en-US-u-va-posix`); 0 on failure.
static int writeTag(const char *id, char *tag) {
  UErrorCode status = U_ZERO_ERROR;
  int32_t length = uloc_toLanguageTag(id, tag, localeCapacity, 0, &status);
  if (!filled(status, length, localeCapacity) || length == 0) return 0;
  for (char *dash = strchr(tag, '-'); dash != NULL; dash = strchr(dash + 1, '-')) {
    if (dash[1] != '\0' && (dash[2] == '-' || dash[2] == '\0')) {
      *dash = '\0';
      break;
    }
  }
  return tag[0] != '\0';
}

typedef int32_t (*Transform)(const char *, char *, int32_t, UErrorCode *);

/// `tag` read, transformed by ICU (likely subtags added or removed), written as BCP 47.
static int transformed(const char *tag, Transform transform, char *buffer, int capacity) {
  char id[localeCapacity];
  char result[localeCapacity];
  char spelled[localeCapacity];
  if (!readLocaleID(tag, id)) return -1;
  if (transform != NULL) {
    UErrorCode status = U_ZERO_ERROR;
    int32_t length = transform(id, result, localeCapacity, &status);
    if (!filled(status, length, localeCapacity)) return -1;
  } else {
    strcpy(result, id);
  }
  if (!writeTag(result, spelled)) return -1;
  return copyOut(spelled, buffer, capacity);
}

int l10n_icu_locale_tag(const char *tag, char *buffer, int capacity) {
  return transformed(tag, NULL, buffer, capacity);
}

int l10n_icu_locale_maximize(const char *tag, char *buffer, int capacity) {
  return transformed(tag, uloc_addLikelySubtags, buffer, capacity);
}

int l10n_icu_locale_minimize(const char *tag, char *buffer, int capacity) {
  return transformed(tag, uloc_minimizeSubtags, buffer, capacity);
}

/// Appends `text` to the lines being written, counting what does not fit.
static void append(const char *text, char *buffer, int capacity, int *length) {
  int size = (int)strlen(text);
  if (buffer != NULL && *length + size < capacity) {
    memcpy(buffer + *length, text, (size_t)size);
    buffer[*length + size] = '\0';
  }
  *length += size;
}

/// One `child parent` line, both written as BCP 47; nothing for a child ICU cannot read.
static void appendParent(const UChar *child, int32_t childLength, const char *parentTag, char *buffer, int capacity,
                         int *length) {
  char childID[localeCapacity];
  char childTag[localeCapacity];
  int32_t written = 0;
  UErrorCode status = U_ZERO_ERROR;
  u_strToUTF8(childID, localeCapacity, &written, child, childLength, &status);
  if (!filled(status, written, localeCapacity) || !writeTag(childID, childTag)) return;
  append(childTag, buffer, capacity, length);
  append(" ", buffer, capacity, length);
  append(parentTag, buffer, capacity, length);
  append("\n", buffer, capacity, length);
}

int l10n_icu_locale_parents(char *buffer, int capacity) {
  UErrorCode status = U_ZERO_ERROR;
  UResourceBundle *data = ures_openDirect(NULL, "supplementalData", &status);
  UResourceBundle *table = ures_getByKey(data, "parentLocales", NULL, &status);
  // Newer CLDR splits the table by purpose; the common one is what lookup follows.
  UErrorCode inner = U_ZERO_ERROR;
  UResourceBundle *common = ures_getByKey(table, "common", NULL, &inner);
  UResourceBundle *parents = U_FAILURE(inner) ? table : common;
  int length = 0;
  if (buffer != NULL && capacity > 0) buffer[0] = '\0';
  int32_t count = U_FAILURE(status) ? 0 : ures_getSize(parents);
  for (int32_t index = 0; index < count && !U_FAILURE(status); ++index) {
    UResourceBundle *entry = ures_getByIndex(parents, index, NULL, &status);
    char parentTag[localeCapacity];
    const char *key = entry == NULL ? NULL : ures_getKey(entry);
    if (!U_FAILURE(status) && key != NULL && writeTag(key, parentTag)) {
      int32_t childLength = 0;
      if (ures_getType(entry) == URES_STRING) {
        const UChar *child = ures_getString(entry, &childLength, &status);
        if (child != NULL) appendParent(child, childLength, parentTag, buffer, capacity, &length);
      } else if (ures_getType(entry) == URES_ARRAY) {
        for (int32_t item = 0; item < ures_getSize(entry) && !U_FAILURE(status); ++item) {
          const UChar *child = ures_getStringByIndex(entry, item, &childLength, &status);
          if (child != NULL) appendParent(child, childLength, parentTag, buffer, capacity, &length);
        }
      }
    }
    if (entry != NULL) ures_close(entry);
  }
  if (common != NULL) ures_close(common);
  if (table != NULL) ures_close(table);
  if (data != NULL) ures_close(data);
  return U_FAILURE(status) ? -1 : length;
}

int l10n_icu_locale_accept(const char *const *preferred, int preferredCount, const char *const *available,
                           int availableCount, int *exact) {
  if (exact != NULL) *exact = 0;
  if (preferredCount <= 0 || availableCount <= 0) return -1;
  if (preferredCount > acceptLimit) preferredCount = acceptLimit;
  char (*wanted)[localeCapacity] = malloc((size_t)preferredCount * localeCapacity);
  const char **wantedList = malloc((size_t)preferredCount * sizeof(char *));
  char (*offered)[localeCapacity] = malloc((size_t)availableCount * localeCapacity);
  const char **offeredList = malloc((size_t)availableCount * sizeof(char *));
  int *offeredIndex = malloc((size_t)availableCount * sizeof(int));
  int answer = -1;
  if (wanted != NULL && wantedList != NULL && offered != NULL && offeredList != NULL && offeredIndex != NULL) {
    int wantedCount = 0, offeredCount = 0;
    for (int index = 0; index < preferredCount; ++index) {
      if (!readLocaleID(preferred[index], wanted[wantedCount])) continue;
      wantedList[wantedCount] = wanted[wantedCount];
      ++wantedCount;
    }
    for (int index = 0; index < availableCount; ++index) {
      if (!readLocaleID(available[index], offered[offeredCount])) continue;
      offeredList[offeredCount] = offered[offeredCount];
      offeredIndex[offeredCount++] = index;
    }
    UErrorCode status = U_ZERO_ERROR;
    UEnumeration *supported = NULL;
    if (wantedCount > 0 && offeredCount > 0) {
      supported = uenum_openCharStringsEnumeration(offeredList, offeredCount, &status);
    }
    char result[localeCapacity] = "";
    UAcceptResult outcome = ULOC_ACCEPT_FAILED;
    if (supported != NULL && !U_FAILURE(status)) {
      int32_t length =
          uloc_acceptLanguage(result, localeCapacity, &outcome, wantedList, wantedCount, supported, &status);
      if (filled(status, length, localeCapacity) && outcome != ULOC_ACCEPT_FAILED) {
        for (int index = 0; index < offeredCount && answer < 0; ++index) {
          if (strcmp(offered[index], result) == 0) answer = offeredIndex[index];
        }
        if (exact != NULL && answer >= 0) *exact = outcome == ULOC_ACCEPT_VALID;
      }
    }
    if (supported != NULL) uenum_close(supported);
  }
  free(wanted);
  free(wantedList);
  free(offered);
  free(offeredList);
  free(offeredIndex);
  return answer;
}
