import type { ShortcutName } from './tools.widget';
import type { Program } from '../../api/response-types';
import { truncate } from '../../ui/format';
import type { IconName } from '../../ui/icons';

/* Spec §2 "Program and tool tiles", §9: which programs and tools the home page shows, in what order, and where each goes. */

/** Spec §9: text truncation uses an ellipsis; names 55, descriptions 125. */
export const NAME_MAX_LENGTH = 55;
export const DESCRIPTION_MAX_LENGTH = 125;
/** Spec §9: the home page's programs section shows at most 6 (the featured programs elsewhere, 5). */
export const HOME_PROGRAMS_MAX = 6;

/** Spec §9: the shortcut tools' ids. */
export const EBILL_TOOL_ID = -1;
export const OUTLINE_OF_COVERAGE_TOOL_ID = -3;

/** Spec §3 known program ids with a destination of their own. */
export const PASSPORT_DENTAL_ID = 27;
export const FIND_A_DENTIST_ID = 92;
export const DIGITAL_CLAIMS_ID = 93;
/** The program shortcut ("All programs") is told apart by its feature group. */
export const SHORTCUT_FEATURE_GROUP = 'SHORTCUT';

export const programName = (program: Pick<Program, 'name'>) => truncate(program.name, NAME_MAX_LENGTH);
export const programDescription = (program: Pick<Program, 'description'>) => truncate(program.description, DESCRIPTION_MAX_LENGTH);

/** Only https addresses leave the app: anything else (javascript:, data:, http:) is never put in a link. */
export const isSafeExternalUrl = (url: string | null | undefined): url is string => typeof url === 'string' && /^https:\/\/\S+$/.test(url);

export type ProgramTarget =
  /** A page of this app. */
  | { kind: 'route'; to: string }
  /** Another site in a new tab. */
  | { kind: 'newTab'; href: string }
  /** Another site in this window, marked with an external-link icon. */
  | { kind: 'external'; href: string };

/**
 * Where a program or tool tile goes (spec §2): passport dental and the dentist finder have their pages, the
 * program shortcut goes to all programs, digital claims opens its address in a new tab, an ENDPOINT address is
 * followed in this window, and everything else goes to the program's own page. A missing or unsafe address
 * falls back to the program's page.
 */
export function programTarget(program: Pick<Program, 'id' | 'featureGroup' | 'url' | 'urlDocumentType'>): ProgramTarget {
  const detailsPage: ProgramTarget = { kind: 'route', to: `/benefits/programs/${program.id}` };
  if (program.id === PASSPORT_DENTAL_ID) return { kind: 'route', to: '/passport-dental' };
  if (program.id === FIND_A_DENTIST_ID) return { kind: 'route', to: '/find-care/find-a-dentist' };
  if (program.featureGroup === SHORTCUT_FEATURE_GROUP) return { kind: 'route', to: '/benefits/programs' };
  if (program.id === DIGITAL_CLAIMS_ID) return isSafeExternalUrl(program.url) ? { kind: 'newTab', href: program.url } : detailsPage;
  if (program.urlDocumentType === 'ENDPOINT') return isSafeExternalUrl(program.url) ? { kind: 'external', href: program.url } : detailsPage;
  return detailsPage;
}

/** Spec §9 "Tool program ids": the member's eligible programs among the brand's tool ids, in the brand's order. */
export function toolPrograms(programs: readonly Program[], programIds: readonly number[]): Program[] {
  return programIds.flatMap((id) => programs.filter((p) => p.id === id && p.eligible).slice(0, 1));
}

export interface ShortcutFacts {
  /** The manifest's `ebillShown` rule holds for the member (spec §2), and the tile names an address for eBill. */
  ebillShown: boolean;
  /** GET handbook/ooc: empty or null when there is none. */
  outlineOfCoverageUrl: string | null;
}

/** Spec §9: eBill shown where the manifest's rule says so; the outline hidden if no URL. */
export function visibleShortcuts(shortcuts: readonly ShortcutName[], facts: ShortcutFacts): ShortcutName[] {
  return shortcuts.filter((name) =>
    name === 'ebill'
      ? facts.ebillShown
      : isSafeExternalUrl(facts.outlineOfCoverageUrl),
  );
}

export type Tool =
  | { kind: 'program'; id: number; name: string; description: string; target: ProgramTarget }
  | { kind: 'ebill'; id: typeof EBILL_TOOL_ID }
  | { kind: 'outlineOfCoverage'; id: typeof OUTLINE_OF_COVERAGE_TOOL_ID; href: string };

/** The tools tile's list: the program tools in the brand's order, then the visible shortcuts in theirs. */
export function tools(
  programs: readonly Program[],
  settings: { programIds: readonly number[]; shortcuts: readonly ShortcutName[] },
  facts: ShortcutFacts,
): Tool[] {
  const programTools = toolPrograms(programs, settings.programIds).map((program): Tool => ({
    kind: 'program',
    id: program.id,
    name: programName(program),
    description: programDescription(program),
    target: programTarget(program),
  }));
  const shortcuts = visibleShortcuts(settings.shortcuts, facts).map((name): Tool =>
    name === 'ebill'
      ? { kind: 'ebill', id: EBILL_TOOL_ID }
      : { kind: 'outlineOfCoverage', id: OUTLINE_OF_COVERAGE_TOOL_ID, href: facts.outlineOfCoverageUrl ?? '' },
  );
  return [...programTools, ...shortcuts];
}

/** Spec §2 "Programs section": up to 6 high-priority, eligible programs by displayOrder. */
export function homePrograms(programs: readonly Program[]): Program[] {
  return programs
    .filter((p) => p.highPriority && p.eligible)
    .sort((a, b) => a.displayOrder - b.displayOrder)
    .slice(0, HOME_PROGRAMS_MAX);
}

/* The programs pages (spec §2 /benefits/programs, /benefits/programs/{id}). */

/**
 * The programs page: every program the member is eligible for, by displayOrder. The program shortcut ("All
 * programs") is left out: it leads to this very page.
 */
export function eligiblePrograms(programs: readonly Program[]): Program[] {
  return programs
    .filter((p) => p.eligible && p.featureGroup !== SHORTCUT_FEATURE_GROUP)
    .sort((a, b) => a.displayOrder - b.displayOrder);
}

/** A program's own page: the program and its child resources (childResourceIds the member has, in that order). */
export interface ProgramDetails {
  program: Program;
  childResources: Program[];
}

/**
 * The program of a /benefits/programs/{id} address, or null (the 404 page) when the id is not a program id, or
 * names a program the member is not eligible for or does not have. Child resources the member is not eligible for
 * are left out.
 */
export function programDetails(programs: readonly Program[], idParam: string | undefined): ProgramDetails | null {
  if (!idParam || !/^[1-9]\d{0,8}$/.test(idParam)) return null;
  const id = Number(idParam);
  const eligible = programs.filter((p) => p.eligible);
  const program = eligible.find((p) => p.id === id);
  if (!program) return null;
  const childResources = program.childResourceIds.flatMap((childId) =>
    childId === id ? [] : eligible.filter((p) => p.id === childId).slice(0, 1),
  );
  return { program, childResources };
}

/** A link of a program's page: where the program itself goes (if not to this page) and its document. */
export type ProgramPageLink = { kind: 'open'; target: ProgramTarget } | { kind: 'document'; href: string };

/**
 * The links of a program's own page: 'Go to {name}' where the program leads somewhere else (spec §2's destination
 * rules, `programTarget`), and its document (an https DOCUMENT address, in a new tab).
 */
export function programPageLinks(program: Program): ProgramPageLink[] {
  const target = programTarget(program);
  const ownPage = `/benefits/programs/${program.id}`;
  const links: ProgramPageLink[] = [];
  if (!(target.kind === 'route' && (target.to === ownPage || target.to === '/benefits/programs'))) links.push({ kind: 'open', target });
  if (program.urlDocumentType === 'DOCUMENT' && isSafeExternalUrl(program.url)) links.push({ kind: 'document', href: program.url });
  return links;
}

/** Spec §2 "Pharmacy (only when program id 37 is present)": the pharmacy benefit manager's program. */
export const PHARMACY_BENEFIT_MANAGER_ID = 37;

export const pharmacyBenefitManager = (programs: readonly Program[]): Program | null =>
  programs.find((p) => p.id === PHARMACY_BENEFIT_MANAGER_ID && p.eligible) ?? null;

/**
 * The pharmacy benefit manager's member site on /navitus: the program's own address where it is another site (an
 * https ENDPOINT), else the brand's (the section's portalUrl), else none.
 */
export function pharmacyPortalUrl(program: Pick<Program, 'url' | 'urlDocumentType'>, brandPortalUrl: string | undefined): string | null {
  if (program.urlDocumentType === 'ENDPOINT' && isSafeExternalUrl(program.url)) return program.url;
  return brandPortalUrl ?? null;
}

/** The icon of a program's card, from its `icon` name (spec §3); a generic one for names the icon set lacks. */
const programIcons: Record<string, IconName> = {
  chat: 'contact',
  phone: 'contact',
  'map-pin': 'findCare',
  globe: 'findCare',
  upload: 'claims',
  calculator: 'claims',
  heart: 'benefits',
  clock: 'clock',
};
export const programIconName = (program: Pick<Program, 'icon'>): IconName => (program.icon && programIcons[program.icon]) || 'benefits';
