// The part of ICU's stable C API that l10n_icu_locale.c calls (likely subtags, CLDR's parent
// locales, ICU's own matching), declared here exactly as ICU's headers declare it, as icu_c_api.h
// declares the rest (see there why: Apple's libicucore has no headers). icu_locale_api_check.c
// compiles this header after ICU's real headers in every Linux build, so a declaration that
// disagrees with ICU's is a compile error there.
#ifndef L10N_ICU_LOCALE_API_H
#define L10N_ICU_LOCALE_API_H

#include "icu_c_api.h"

// uloc.h
int32_t uloc_addLikelySubtags(const char *localeID, char *maximizedLocaleID, int32_t maximizedLocaleIDCapacity,
                              UErrorCode *err);
int32_t uloc_minimizeSubtags(const char *localeID, char *minimizedLocaleID, int32_t minimizedLocaleIDCapacity,
                             UErrorCode *err);
int32_t uloc_getBaseName(const char *localeID, char *name, int32_t nameCapacity, UErrorCode *err);

// The enumerators the shim names, with ICU's values (the check asserts each against ICU's headers).
#define L10N_ICU_ACCEPT_RESULTS(code) \
  code(ULOC_ACCEPT_FAILED, 0) code(ULOC_ACCEPT_VALID, 1) code(ULOC_ACCEPT_FALLBACK, 2)
#define L10N_ICU_RESOURCE_TYPES(code) \
  code(URES_NONE, -1) code(URES_STRING, 0) code(URES_TABLE, 2) code(URES_ARRAY, 8)
#define L10N_ICU_LOCALE_ENUMERATOR(name, value) name = value,

#ifndef ULOC_H  // ICU's uloc.h, when a translation unit has it (the check), defines these itself.
typedef enum UAcceptResult { L10N_ICU_ACCEPT_RESULTS(L10N_ICU_LOCALE_ENUMERATOR) } UAcceptResult;
#endif
int32_t uloc_acceptLanguage(char *result, int32_t resultAvailable, UAcceptResult *outResult, const char **acceptList,
                            int32_t acceptListCount, UEnumeration *availableLocales, UErrorCode *status);

// uenum.h
UEnumeration *uenum_openCharStringsEnumeration(const char *const strings[], int32_t count, UErrorCode *ec);

// ures.h (supplementalData's parentLocales table)
typedef struct UResourceBundle UResourceBundle;
#ifndef URES_H  // ICU's ures.h, when a translation unit has it (the check), defines these itself.
typedef enum UResType { L10N_ICU_RESOURCE_TYPES(L10N_ICU_LOCALE_ENUMERATOR) } UResType;
#endif
#undef L10N_ICU_LOCALE_ENUMERATOR
UResourceBundle *ures_openDirect(const char *packageName, const char *locale, UErrorCode *status);
void ures_close(UResourceBundle *resourceBundle);
UResourceBundle *ures_getByKey(const UResourceBundle *resourceBundle, const char *key, UResourceBundle *fillIn,
                               UErrorCode *status);
UResourceBundle *ures_getByIndex(const UResourceBundle *resourceBundle, int32_t indexR, UResourceBundle *fillIn,
                                 UErrorCode *status);
int32_t ures_getSize(const UResourceBundle *resourceBundle);
UResType ures_getType(const UResourceBundle *resourceBundle);
const char *ures_getKey(const UResourceBundle *resourceBundle);
const UChar *ures_getString(const UResourceBundle *resourceBundle, int32_t *len, UErrorCode *status);
const UChar *ures_getStringByIndex(const UResourceBundle *resourceBundle, int32_t indexS, int32_t *len,
                                   UErrorCode *status);

#endif
