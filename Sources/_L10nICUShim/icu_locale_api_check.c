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

#define L10N_ICU_CHECK_VALUE(name, value) _Static_assert(name == (value), #name " is " #value " in ICU");
L10N_ICU_ACCEPT_RESULTS(L10N_ICU_CHECK_VALUE)
L10N_ICU_RESOURCE_TYPES(L10N_ICU_CHECK_VALUE)

#endif
