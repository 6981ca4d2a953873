// The part of ICU's stable C API the shim calls, declared here exactly as ICU's headers declare it.
//
// macOS and iOS ship ICU as the system library libicucore, without headers and with plain
// (unversioned) symbol names: ICU built with U_DISABLE_RENAMING. Like WebKit, Hermes and .NET, the
// shim declares the few functions it calls itself, so an Apple build needs nothing but Xcode.
// On Linux, l10n_icu.c first includes libicu-dev's unicode/urename.h, which maps each name below to
// the versioned symbol libicuuc/libicui18n export (uplrules_open -> uplrules_open_72).
//
// icu_c_api_check.c compiles this header after ICU's real headers in every Linux build, with
// renaming disabled as on Apple's platforms: a declaration or type that disagrees with ICU's is a
// compile error there. Keep to ICU's stable C API (no C++, no draft or internal functions).
#ifndef L10N_ICU_C_API_H
#define L10N_ICU_C_API_H

#include <stdint.h>

// Types. A typedef may be repeated with the same type, so the check compares these with ICU's own.
typedef uint16_t UChar;                    // umachine.h, in C (char16_t only in C++)
typedef int8_t UBool;                      // umachine.h
typedef uint8_t UVersionInfo[4];           // uversion.h, U_MAX_VERSION_LENGTH
typedef struct UPluralRules UPluralRules;  // upluralrules.h
typedef struct UEnumeration UEnumeration;  // uenum.h

// The error codes the shim names, with ICU's values (the check asserts each against utypes.h).
// U_USING_FALLBACK_WARNING is the most negative: warnings are negative, so the enum is signed as
// ICU's is, and U_FAILURE (a code above U_ZERO_ERROR) reads warnings as success.
#define L10N_ICU_ERROR_CODES(code) \
  code(U_USING_FALLBACK_WARNING, -128) \
  code(U_STRING_NOT_TERMINATED_WARNING, -124) \
  code(U_ZERO_ERROR, 0) \
  code(U_BUFFER_OVERFLOW_ERROR, 15)

#ifndef UTYPES_H  // ICU's utypes.h, when a translation unit has it (the check), defines these itself.
#define L10N_ICU_ERROR_CODE_ENUMERATOR(name, value) name = value,
typedef enum UErrorCode { L10N_ICU_ERROR_CODES(L10N_ICU_ERROR_CODE_ENUMERATOR) } UErrorCode;
#undef L10N_ICU_ERROR_CODE_ENUMERATOR
#define U_FAILURE(code) ((code) > U_ZERO_ERROR)
#endif
// Checked against ours in the shim and against ICU's in the check: the same size and signedness.
_Static_assert(sizeof(UErrorCode) == sizeof(int32_t) && (UErrorCode)-1 < 0, "UErrorCode is a signed 32-bit enum");

// uversion.h
void u_getVersion(UVersionInfo versionArray);
void u_versionToString(const UVersionInfo versionArray, char *versionString);

// ulocdata.h
void ulocdata_getCLDRVersion(UVersionInfo versionArray, UErrorCode *status);

// uloc.h
int32_t uloc_forLanguageTag(const char *langtag, char *localeID, int32_t localeIDCapacity, int32_t *parsedLength,
                            UErrorCode *err);
int32_t uloc_toLanguageTag(const char *localeID, char *langtag, int32_t langtagCapacity, UBool strict, UErrorCode *err);
int32_t uloc_getLanguage(const char *localeID, char *language, int32_t languageCapacity, UErrorCode *err);
int32_t uloc_getScript(const char *localeID, char *script, int32_t scriptCapacity, UErrorCode *err);
int32_t uloc_getCountry(const char *localeID, char *country, int32_t countryCapacity, UErrorCode *err);
int32_t uloc_countAvailable(void);
const char *uloc_getAvailable(int32_t n);
const char *const *uloc_getISOCountries(void);
int32_t uloc_getDisplayScript(const char *locale, const char *displayLocale, UChar *script, int32_t scriptCapacity,
                              UErrorCode *status);
int32_t uloc_getDisplayCountry(const char *locale, const char *displayLocale, UChar *country,
                               int32_t countryCapacity, UErrorCode *status);
int32_t uloc_getDisplayName(const char *localeID, const char *inLocaleID, UChar *result, int32_t maxResultSize,
                            UErrorCode *err);

// ustring.h
char *u_strToUTF8(char *dest, int32_t destCapacity, int32_t *pDestLength, const UChar *src, int32_t srcLength,
                  UErrorCode *pErrorCode);

// upluralrules.h (cardinal rules: uplrules_open)
UPluralRules *uplrules_open(const char *locale, UErrorCode *status);
void uplrules_close(UPluralRules *uplrules);
int32_t uplrules_select(const UPluralRules *uplrules, double number, UChar *keyword, int32_t capacity,
                        UErrorCode *status);
UEnumeration *uplrules_getKeywords(const UPluralRules *uplrules, UErrorCode *status);

// uenum.h
const char *uenum_next(UEnumeration *en, int32_t *resultLength, UErrorCode *status);
void uenum_close(UEnumeration *en);

// ubrk.h (word boundaries: ubrk_open with UBRK_WORD, rule status of each segment)
typedef struct UBreakIterator UBreakIterator;
#ifndef UBRK_H  // ICU's ubrk.h, when a translation unit has it (the check), defines these itself.
typedef enum UBreakIteratorType { UBRK_CHARACTER = 0, UBRK_WORD = 1, UBRK_LINE = 2, UBRK_SENTENCE = 3 } UBreakIteratorType;
#define UBRK_DONE ((int32_t)-1)
#define UBRK_WORD_NONE_LIMIT 100
#endif
UBreakIterator *ubrk_open(UBreakIteratorType type, const char *locale, const UChar *text, int32_t textLength,
                          UErrorCode *status);
void ubrk_close(UBreakIterator *bi);
void ubrk_setText(UBreakIterator *bi, const UChar *text, int32_t textLength, UErrorCode *status);
int32_t ubrk_first(UBreakIterator *bi);
int32_t ubrk_next(UBreakIterator *bi);
int32_t ubrk_getRuleStatus(UBreakIterator *bi);

#endif
