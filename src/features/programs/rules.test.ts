import { describe, expect, it } from 'vitest';
import type { Program } from '../../api/response-types';
import {
  DESCRIPTION_MAX_LENGTH,
  NAME_MAX_LENGTH,
  homePrograms,
  pharmacyPortalUrl,
  programDescription,
  programName,
  programTarget,
  toolPrograms,
  tools,
  visibleShortcuts,
  type ShortcutFacts,
} from './rules';

/** A program as GET programs answers it; listed order gives displayOrder 10, 20, ... like the gateway's personas. */
function program(id: number, over: Partial<Program> = {}): Program {
  return {
    id,
    name: `Program ${id}`,
    description: `What program ${id} does.`,
    categories: ['medical'],
    eligible: true,
    displayOrder: id,
    highPriority: false,
    featureGroup: null,
    childResourceIds: [],
    resource: null,
    url: null,
    urlDocumentType: null,
    external: false,
    icon: null,
    ...over,
  };
}
const family = (ids: number[], highPriority: number[] = []) =>
  ids.map((id, index) => program(id, { displayOrder: (index + 1) * 10, highPriority: highPriority.includes(id) }));

const MAIN_TOOL_IDS = [1, 33, 37, 93, 8];
const PARTNER_TOOL_IDS = [27, 33, 92, 93];
const ids = (list: { id: number }[]) => list.map((p) => p.id);
// eslint-disable-next-line no-script-url -- a hostile address the rules must never put in a link
const SCRIPT_URL = 'javascript:alert(1)';

describe('toolPrograms (spec §9 "Tool program ids")', () => {
  it('lists tools 1, 8, 33, 37, 93 in the brand order, 8 last', () => {
    const subscriber = family([8, 13, 54, 70, 80, 52, 75, 61, 1, 33, 37, 93, 99]);
    expect(ids(toolPrograms(subscriber, MAIN_TOOL_IDS))).toEqual([1, 33, 37, 93, 8]);
  });

  it('keeps only the tools the member has: the Medicare member has 33, 37, 93, 8', () => {
    const medicare = family([85, 13, 8, 27, 37, 93, 33, 99]);
    expect(ids(toolPrograms(medicare, MAIN_TOOL_IDS))).toEqual([33, 37, 93, 8]);
  });

  it('the partner plan tools are 27, 33, 92, 93', () => {
    const partner = family([27, 33, 92, 93, 52]);
    expect(ids(toolPrograms(partner, PARTNER_TOOL_IDS))).toEqual([27, 33, 92, 93]);
  });

  it('leaves out programs the member is not eligible for', () => {
    const programs = [program(1), program(33, { eligible: false }), program(8)];
    expect(ids(toolPrograms(programs, MAIN_TOOL_IDS))).toEqual([1, 8]);
  });
});

describe('visibleShortcuts (spec §9 "Shortcut tools")', () => {
  const everything: ShortcutFacts = {
    ebillShown: true,
    outlineOfCoverageUrl: 'https://docs.example.com/ooc.pdf',
  };
  const both = ['ebill', 'outlineOfCoverage'] as const;

  it('shows eBill and the outline of coverage, in the order given', () => {
    expect(visibleShortcuts(both, everything)).toEqual(['ebill', 'outlineOfCoverage']);
    expect(visibleShortcuts(['outlineOfCoverage', 'ebill'], everything)).toEqual(['outlineOfCoverage', 'ebill']);
  });

  it('hides eBill when the manifest rule does not show it (no eBill, termed, never offered: src/app/menu-rules.test.ts)', () => {
    expect(visibleShortcuts(both, { ...everything, ebillShown: false })).toEqual(['outlineOfCoverage']);
  });

  it('hides the outline of coverage without a url (or with one that is not https)', () => {
    for (const outlineOfCoverageUrl of ['', null, SCRIPT_URL, 'http://docs.example.com/ooc.pdf']) {
      expect(visibleShortcuts(both, { ...everything, outlineOfCoverageUrl }), String(outlineOfCoverageUrl)).toEqual(['ebill']);
    }
  });

  it('shows only the shortcuts the brand lists (partner: the outline of coverage alone)', () => {
    expect(visibleShortcuts(['outlineOfCoverage'], everything)).toEqual(['outlineOfCoverage']);
  });
});

describe('tools', () => {
  it('puts the shortcut tools (ids -1, -3) after the program tools', () => {
    const list = tools(
      family([8, 1, 33]),
      { programIds: MAIN_TOOL_IDS, shortcuts: ['ebill', 'outlineOfCoverage'] },
      { ebillShown: true, outlineOfCoverageUrl: 'https://docs.example.com/ooc.pdf' },
    );
    expect(list.map((tool) => tool.id)).toEqual([1, 33, 8, -1, -3]);
    expect(list[4]).toEqual({ kind: 'outlineOfCoverage', id: -3, href: 'https://docs.example.com/ooc.pdf' });
  });

  it('gives program tools their truncated texts and destination', () => {
    const [first] = tools([program(33, { name: 'N'.repeat(60) })], { programIds: [33], shortcuts: [] }, {
      ebillShown: false, outlineOfCoverageUrl: null,
    });
    expect(first).toEqual({ kind: 'program', id: 33, name: `${'N'.repeat(54)}…`, description: 'What program 33 does.', target: { kind: 'route', to: '/benefits/programs/33' } });
  });

  it('is empty when the member has none of the tools and no shortcut shows', () => {
    expect(tools(family([13]), { programIds: MAIN_TOOL_IDS, shortcuts: ['ebill'] }, {
      ebillShown: false, outlineOfCoverageUrl: '',
    })).toEqual([]);
  });
});

describe('truncation (spec §9: names 55, descriptions 125, with an ellipsis)', () => {
  it('keeps a name of 55 characters and cuts a longer one to 55 ending in an ellipsis', () => {
    const name55 = 'a'.repeat(NAME_MAX_LENGTH);
    expect(NAME_MAX_LENGTH).toBe(55);
    expect(programName({ name: name55 })).toBe(name55);
    const cut = programName({ name: `${name55}b` });
    expect(cut).toHaveLength(55);
    expect(cut).toBe(`${'a'.repeat(54)}…`);
  });

  it('keeps a description of 125 characters and cuts a longer one to 125 ending in an ellipsis', () => {
    const description125 = 'd'.repeat(DESCRIPTION_MAX_LENGTH);
    expect(DESCRIPTION_MAX_LENGTH).toBe(125);
    expect(programDescription({ description: description125 })).toBe(description125);
    const cut = programDescription({ description: `${description125} more` });
    expect(cut).toHaveLength(125);
    expect(cut.endsWith('…')).toBe(true);
  });

  it('does not leave a space before the ellipsis', () => {
    const words = `${'word '.repeat(10)}and the last few words`;
    expect(programName({ name: words })).toBe(`${words.slice(0, 54).trimEnd()}…`);
    expect(programName({ name: words })).not.toMatch(/\s…$/);
  });
});

describe("pharmacyPortalUrl (/navitus: the pharmacy benefit manager's site)", () => {
  const brandSite = 'https://www.navitus.example/members';
  it("is the program's own site where it has one", () => {
    const own = program(37, { url: 'https://pbm.example.org/login', urlDocumentType: 'ENDPOINT', external: true });
    expect(pharmacyPortalUrl(own, brandSite)).toBe('https://pbm.example.org/login');
    expect(pharmacyPortalUrl(own, undefined)).toBe('https://pbm.example.org/login');
  });
  it("is the brand's site when the program's address is a page of this app, not https, or missing", () => {
    expect(pharmacyPortalUrl(program(37, { url: '/navitus', urlDocumentType: 'INTERNAL' }), brandSite)).toBe(brandSite);
    expect(pharmacyPortalUrl(program(37, { url: 'http://pbm.example.org/login', urlDocumentType: 'ENDPOINT' }), brandSite)).toBe(brandSite);
    expect(pharmacyPortalUrl(program(37, { url: null, urlDocumentType: null }), brandSite)).toBe(brandSite);
  });
  it('is none without either', () => {
    expect(pharmacyPortalUrl(program(37, { url: '/navitus', urlDocumentType: 'INTERNAL' }), undefined)).toBeNull();
  });
});

describe('programTarget (spec §2 "Program and tool tiles")', () => {
  it('passport dental (27) goes to /passport-dental', () => {
    expect(programTarget(program(27, { url: '/passport-dental', urlDocumentType: 'INTERNAL' }))).toEqual({ kind: 'route', to: '/passport-dental' });
  });

  it('find a dentist (92) goes to /find-care/find-a-dentist', () => {
    expect(programTarget(program(92))).toEqual({ kind: 'route', to: '/find-care/find-a-dentist' });
  });

  it('the program shortcut goes to /benefits/programs', () => {
    expect(programTarget(program(99, { featureGroup: 'SHORTCUT', url: '/benefits/programs', urlDocumentType: 'INTERNAL' })))
      .toEqual({ kind: 'route', to: '/benefits/programs' });
  });

  it('digital claims (93) opens its URL in a new tab, even though it is an ENDPOINT', () => {
    expect(programTarget(program(93, { url: 'https://claims.example.com/submit', urlDocumentType: 'ENDPOINT', external: true })))
      .toEqual({ kind: 'newTab', href: 'https://claims.example.com/submit' });
  });

  it('an ENDPOINT program navigates to its URL in this window (external)', () => {
    expect(programTarget(program(8, { url: 'https://telehealth.example.com', urlDocumentType: 'ENDPOINT', external: true })))
      .toEqual({ kind: 'external', href: 'https://telehealth.example.com' });
  });

  it('everything else goes to /benefits/programs/{id}', () => {
    expect(programTarget(program(13))).toEqual({ kind: 'route', to: '/benefits/programs/13' });
    expect(programTarget(program(37, { url: '/navitus', urlDocumentType: 'INTERNAL' }))).toEqual({ kind: 'route', to: '/benefits/programs/37' });
    expect(programTarget(program(61, { url: 'https://docs.example.com/v.pdf', urlDocumentType: 'DOCUMENT', external: true })))
      .toEqual({ kind: 'route', to: '/benefits/programs/61' });
  });

  it('falls back to the program page when an external URL is missing or not https', () => {
    expect(programTarget(program(93))).toEqual({ kind: 'route', to: '/benefits/programs/93' });
    expect(programTarget(program(8, { url: null, urlDocumentType: 'ENDPOINT' }))).toEqual({ kind: 'route', to: '/benefits/programs/8' });
    expect(programTarget(program(8, { url: SCRIPT_URL, urlDocumentType: 'ENDPOINT' }))).toEqual({ kind: 'route', to: '/benefits/programs/8' });
  });
});

describe('homePrograms (spec §2 "Programs section", §9: max 6)', () => {
  it('shows 6 of the subscriber\'s 7 high-priority programs, by displayOrder', () => {
    const subscriber = family([8, 13, 54, 70, 80, 52, 75, 61, 1, 33, 37, 93, 99], [8, 13, 54, 70, 80, 52, 75]);
    expect(ids(homePrograms(subscriber))).toEqual([8, 13, 54, 70, 80, 52]);
  });

  it('sorts by displayOrder, not by the order answered', () => {
    const programs = [program(5, { displayOrder: 30, highPriority: true }), program(6, { displayOrder: 10, highPriority: true }), program(7, { displayOrder: 20, highPriority: true })];
    expect(ids(homePrograms(programs))).toEqual([6, 7, 5]);
  });

  it('leaves out programs that are not high priority or not eligible; none gives an empty list', () => {
    const programs = [program(1, { highPriority: true, eligible: false }), program(2), program(3, { highPriority: true })];
    expect(ids(homePrograms(programs))).toEqual([3]);
    expect(homePrograms([program(2)])).toEqual([]);
  });
});
