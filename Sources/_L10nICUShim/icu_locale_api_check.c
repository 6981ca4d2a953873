// Proves icu_locale_api.h against ICU's real headers, as icu_c_api_check.c proves icu_c_api.h (see
// there): renaming disabled as in Apple's libicucore, each declaration a redeclaration that must
// have ICU's exact type. Declares only; calls nothing.
#if !defined(__APPLE__) && __has_include(<unicode/utypes.h>)

#define U_DISABLE_RENAMING 1
#include <unicode/uenum.h>
#include <unicode/uloc.h>
#include <unicode/ures.h>
#include <unicode/utypes.h>

#include "icu_locale_api.h"

#if !U_DISABLE_RENAMING
#error "ICU's headers must not rename here: the check is of the plain names Apple's libicucore exports"
#endif

_Static_assert(ULOC_ACCEPT_FAILED == 0 && ULOC_ACCEPT_VALID == 1 && ULOC_ACCEPT_FALLBACK == 2, "uloc.h's values");
_Static_assert(URES_NONE == -1 && URES_STRING == 0 && URES_TABLE == 2 && URES_ARRAY == 8, "ures.h's values");

#endif
