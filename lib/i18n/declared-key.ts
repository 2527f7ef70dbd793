/**
 * A key of the catalogs' `Fields` or `Steps` namespace made at run time from a declared field's or step's name
 * (`declaredKey(`${field}.label`)`). next-intl types a key against en.json's literal keys, which a name read from a
 * declaration cannot be checked against; lib/applicant/steps/registry.test.ts fails instead when a declared field
 * has no words, and lib/i18n/catalog.test.ts when Spanish lacks a key English has.
 */
export function declaredKey(key: string): never {
  return key as never;
}
