import type { MigrationStep } from './migration-types';

type Json = Record<string, unknown>;

/*
 * Frozen here: what version 8 gives a brand (issue 30, ACA section 1557). A migration never reads today's files:
 * these are the pages, links and hosts as version 8 introduced them.
 */

/** The footer's policy links to the two pages every brand publishes, by the ids and labels brands already used. */
const NOTICE_LINKS = [
  { id: 'nondiscrimination', label: 'footer.policies.nondiscrimination', to: '/language-assistance' },
  { id: 'accessibility', label: 'footer.policies.accessibility', to: '/accessibility' },
] as const;

/** The hosts of HHS's Office for Civil Rights, where /language-assistance sends a member to complain. */
const OCR_HOSTS = ['ocrportal.hhs.gov', 'www.hhs.gov'] as const;

/** The two pages' sections as brands/base.json gave them at version 8 (the insurer's coordinator, Oregon's languages). */
const NOTICE_PAGES = {
  'language-assistance': {
    sections: [
      {
        id: 'taglines',
        widget: 'languageTaglines',
        props: { languages: ['es', 'vi', 'zh-Hant', 'ru', 'ko', 'uk', 'ja', 'ar', 'ro', 'km', 'om', 'de', 'fa', 'fr', 'th'] },
      },
      {
        id: 'notice',
        widget: 'nondiscriminationNotice',
        props: {
          coordinator: {
            phone: '800-555-0109',
            email: 'civilrights@summithealth.example',
            mail: ['Summit Health Plan', 'Attn: Civil Rights Coordinator', 'PO Box 40384', 'Portland, OR 97240'],
          },
        },
      },
      {
        id: 'complaint',
        widget: 'civilRightsComplaint',
        props: {
          portal: 'https://ocrportal.hhs.gov/ocr/portal/lobby.jsf',
          complaintForms: 'https://www.hhs.gov/ocr/complaints/index.html',
          phone: '1-800-368-1019',
          tdd: '1-800-537-7697',
        },
      },
    ],
  },
  accessibility: { sections: [{ id: 'statement', widget: 'accessibilityStatement', props: {} }] },
} as const;

const isRecord = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The footer with its notice links going to the pages (a link of another kind with their id becomes one), others kept. */
function footerLinkingThePages(footer: Json): Json {
  const links = footer.policyLinks as unknown[];
  const kept = links.map((link) => {
    const page = NOTICE_LINKS.find((notice) => isRecord(link) && link.id === notice.id);
    if (!page || !isRecord(link)) return link;
    const { href: _href, to: _to, ...rest } = link;
    return { ...rest, to: page.to };
  });
  const missing = NOTICE_LINKS.filter((notice) => !links.some((link) => isRecord(link) && link.id === notice.id)).map((notice) => ({ ...notice }));
  return { ...footer, policyLinks: [...kept, ...missing] };
}

/**
 * Version 7 → 8 (issue 30): every brand publishes /language-assistance (taglines, the notice of nondiscrimination,
 * a complaint to HHS's Office for Civil Rights) and /accessibility (its accessibility statement), linked from its
 * footer. So that a layer written for version 7 (a publication in the content store too) shows them:
 * - its footer's `nondiscrimination` and `accessibility` policy links go to the pages (`to`, no longer `href`), and a
 *   list of policy links without them gets them;
 * - a layer that lists its link hosts (a list that replaces the base's) also lists the Office for Civil Rights' two;
 * - a whole manifest (no `extends`: it composes every page itself) gets the two pages as version 8's base gave them.
 * A layer with none of these is left as it is (apart from the version).
 */
export const migrate7to8: MigrationStep = {
  from: 7,
  to: 8,
  migrate(manifest: Json): Json {
    const next: Json = { ...manifest, schemaVersion: 8 };
    if (isRecord(manifest.footer) && Array.isArray(manifest.footer.policyLinks)) next.footer = footerLinkingThePages(manifest.footer);
    const hosts = manifest.externalHosts;
    if (isRecord(hosts) && Array.isArray(hosts.links)) {
      next.externalHosts = { ...hosts, links: [...hosts.links, ...OCR_HOSTS.filter((host) => !(hosts.links as unknown[]).includes(host))] };
    }
    const pages = manifest.pages;
    if (manifest.extends === undefined && isRecord(pages)) {
      const added = Object.fromEntries(Object.entries(NOTICE_PAGES).filter(([id]) => !(id in pages)).map(([id, page]) => [id, structuredClone(page)]));
      next.pages = { ...pages, ...added };
    }
    return next;
  },
};
