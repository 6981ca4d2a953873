// Proves icu_c_api.h, the shim's own declarations of ICU's C API, against ICU's real headers. Built
// with the shim wherever ICU's headers are installed (Linux with libicu-dev), so a declaration, a
// type or an error code that disagrees with ICU's fails the build.
//
// Renaming is disabled here as it is in Apple's libicucore: both ICU's headers and ours then name
// the plain symbols (uplrules_open, not uplrules_open_72), and each of our declarations is a
// redeclaration that C requires to have ICU's exact type. This file only declares; it calls
// nothing, so the unversioned names never reach the linker.
#if !defined(__APPLE__) && __has_include(<unicode/utypes.h>)

#define U_DISABLE_RENAMING 1
#include <unicode/ubrk.h>
#include <unicode/uenum.h>
#include <unicode/uloc.h>
#include <unicode/ulocdata.h>
#include <unicode/upluralrules.h>
#include <unicode/ustring.h>
#include <unicode/utypes.h>
#include <unicode/uversion.h>

#include "icu_c_api.h"

#if !U_DISABLE_RENAMING
#error "ICU's headers must not rename here: the check is of the plain names Apple's libicucore exports"
#endif

#define L10N_ICU_CHECK_ERROR_CODE(name, value) _Static_assert(name == (value), #name " is " #value " in ICU");
L10N_ICU_ERROR_CODES(L10N_ICU_CHECK_ERROR_CODE)

_Static_assert(sizeof(UVersionInfo) == U_MAX_VERSION_LENGTH, "UVersionInfo has U_MAX_VERSION_LENGTH bytes");
_Static_assert(UBRK_WORD == 1 && UBRK_DONE == -1 && UBRK_WORD_NONE_LIMIT == 100, "ubrk.h's values");

#endif
