// What the runtime library (L10nRuntime) asks of ICU at lookup time: plural rules opened once per
// language when catalogs load, then asked for each number. Plain C types only, as l10n_icu.h.
#ifndef L10N_ICU_RUNTIME_H
#define L10N_ICU_RUNTIME_H

#ifdef __cplusplus
extern "C" {
#endif

/// The cardinal plural rules of the BCP 47 tag `tag`, opened once (uplrules_open), or NULL when ICU
/// cannot read the tag. A tag ICU has no rules for gets the root rules (`other` only). Close with
/// l10n_icu_plural_rules_close. Selecting is safe from any number of threads at once: ICU's
/// uplrules_select reads rules it never changes.
void *l10n_icu_plural_rules_open(const char *tag);

/// The category `rules` select for `number`, as an index into zero, one, two, few, many, other
/// (0–5); -1 on an ICU error.
int l10n_icu_plural_rules_select(const void *rules, double number);

void l10n_icu_plural_rules_close(void *rules);

#ifdef __cplusplus
}
#endif

#endif
