import type { MigrationStep } from './migration-types';

type Json = Record<string, unknown>;
const isRecord = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The signed-in pages of version 3 (frozen here: later versions may add pages in their own step). */
const v3Pages = [
  'home', 'select-group', 'account', 'account-summary', 'member-information', 'settings', 'change-password',
  'plan-benefits', 'ebill', 'help-center', 'benefits', 'programs', 'program-details', 'benefit-category',
  'benefit-history', 'find-care', 'find-care-resources', 'primary-care', 'primary-care-member',
  'primary-care-search', 'find-a-dentist', 'passport-dental', 'claims', 'claim-details', 'eobs', 'eob-details',
  'navitus', 'id-card', 'customer-service', 'dental-service-details', 'dental-service', 'contact-us',
];

/** What version 2 showed on the pages it had built (every other page was 'coming soon'). */
const comingSoon = { id: 'coming-soon', widget: 'comingSoon', props: {} };
const v2PageContent: Record<string, Json> = {
  'select-group': { id: 'select-group', widget: 'selectGroup', props: {} },
  'change-password': { id: 'change-password', widget: 'changePassword', props: {} },
};

/** What version 2's code predicates meant, as named rules of the manifest. */
const v2Predicates: Json = {
  settingsAllowed: { any: [{ fact: 'member.isSubscriber' }, { fact: 'member.isAdult' }] },
  ebillMenuAllowed: { all: [{ fact: 'feature.eBillOffered' }, { fact: 'ebill.has' }, { fact: 'member.isTermed', is: false }] },
  claimsLabelForNonSubscriber: { fact: 'member.isSubscriber', is: false },
};

const featureDefaults = { reducedCategories: false, adultDependentSettings: true };

/**
 * Version 2 → 3: pages are composed from sections, so `home.tiles` becomes `pages.home.sections` and every other
 * page gets its sections (what version 2 showed: the page's "coming soon" panel); the code predicates
 * become named rules under `rules`; two feature switches are added with the values version 2 behaved as.
 * A layer of a layered manifest (a base, or a brand file) is migrated too: only what it has is moved.
 */
export const migrate2to3: MigrationStep = {
  from: 2,
  to: 3,
  migrate(manifest: Json): Json {
    const { home, ...rest } = manifest;
    const next: Json = { ...rest, schemaVersion: 3 };
    if (isRecord(home) && Array.isArray(home.tiles)) {
      const others = Object.fromEntries(
        v3Pages.filter((p) => p !== 'home').map((p) => [p, { sections: [v2PageContent[p] ?? comingSoon] }]),
      );
      next.pages = { home: { sections: home.tiles }, ...others };
    }
    const used = Object.keys(v2Predicates).filter((name) => JSON.stringify(manifest).includes(`"use":"${name}"`));
    next.rules = Object.fromEntries(used.map((name) => [name, v2Predicates[name]]));
    if (isRecord(manifest.features)) next.features = { ...manifest.features, ...featureDefaults };
    return next;
  },
};
