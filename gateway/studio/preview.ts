import type { FastifyInstance } from 'fastify';
import { eligibilityCategories } from '../../schemas/api/account';
import { getAccount } from '../../schemas/api/endpoints/member';
import type { TokenClaims } from '../../src/api/response-types';
import { explainTrace, traceRule, type RuleTrace } from '../../src/engine/rules/trace';
import type { BrandManifest, MenuName } from '../../src/manifest/manifest-types';
import type { FactName, Facts } from '../../src/manifest/rule-types';
import { categoryStatus } from '../../src/member/eligibility';
import { undecidedFacts } from '../../src/member/fact-sources';
import { factCalls, factCallsMade } from '../../src/member/member-calls';
import { buildFacts } from '../../src/member/facts';
import { memberContextOf, type MemberAnswers } from '../../src/member/member-context';
import { signInClaims } from '../auth/sign-in-claims';
import type { TokenService } from '../auth/token';
import type { Seed } from '../personas/seed';
import type { Account } from '../personas/types';
import type { StudioSession } from './sessions';

/*
 * What the studio shows of a persona: the member's facts on a date and, for every gated element of a manifest, shown
 * or hidden with the trace of its rule. The facts come from the member app's own pure functions (memberContextOf,
 * buildFacts, undecidedFacts) over the persona's real answers from this gateway's routes (asked in-process with a
 * demo token, like gateway/first-responses.ts); rules from the same evaluator in its traced form.
 */

export interface PersonaSummary {
  username: string;
  name: string;
  /** What the persona shows, from its data on the date: relation, account status, role, groups, coverage. */
  shows: string[];
}

/**
 * The personas of a brand: the seeded demo accounts of its domain, in the seed's order. Only those: `demoAccounts` is
 * the seed as built (buildSeed), never the run-time directory (withAccountChanges), where a registration adds a real
 * person's login. The studio never sees a real member.
 */
export function personasOf(demoAccounts: ReadonlyMap<string, Account>, domainId: number | null): Account[] {
  return [...demoAccounts.values()].filter((account) => account.domainId === domainId);
}

const accountStatusWords: Record<string, string> = {
  ACT: '',
  INI: 'first sign-in: must change the password',
  FRC: 'must change the password',
  DIS: 'account disabled: cannot sign in',
};

/** A persona as the studio lists it, read from the seed (never a second hand-written list). */
export function summarizePersona(seed: Seed, account: Account, today: string): PersonaSummary {
  const member = seed.memberships.get(account.memberKeys[0] ?? '')?.member;
  const shows: string[] = [];
  if (member) shows.push(member.memberSuffix === 0 ? 'subscriber' : `dependent (suffix ${member.memberSuffix})`);
  const status = accountStatusWords[account.accountStatus];
  if (status) shows.push(status);
  if (account.role !== 'member') shows.push(`staff role ${account.role}`);
  if (account.memberKeys.length > 1) shows.push(`${account.memberKeys.length} groups`);
  if (member) {
    const coverage = eligibilityCategories
      .map((category) => [category, categoryStatus(member.eligibility[category], today)] as const)
      .filter(([, s]) => s !== 'ineligible')
      .map(([category, s]) => `${category} ${s}`);
    shows.push(coverage.length > 0 ? coverage.join(', ') : 'no coverage');
  }
  const name = member ? `${member.firstName} ${member.lastName}` : account.username;
  return { username: account.username, name, shows };
}

/** A preview token lives 15 minutes; a new one is minted once fewer than 5 remain (a frame gets at least 5). */
export const PREVIEW_TOKEN_SECONDS = 15 * 60;
const PREVIEW_REMINT_MS = (PREVIEW_TOKEN_SECONDS - 5 * 60) * 1000;

/**
 * A persona's preview token for the studio session: read-only and bound to the session (its `preview` claim is the
 * session's binding, so only requests with that session's cookie are served: auth/token.ts, auth/session.ts), short
 * lived, and reused while it has 5 minutes left.
 */
export async function previewToken(tokens: TokenService, seed: Seed, session: StudioSession, account: Account, now: Date): Promise<string> {
  const kept = session.previewTokens.get(account.username);
  if (kept && kept.until > now.getTime()) return kept.token;
  const claims = { ...signInClaims(account, seed, false), preview: session.previewBinding };
  const token = await tokens.sign(claims, { lifetimeSeconds: PREVIEW_TOKEN_SECONDS });
  session.previewTokens.set(account.username, { token, sid: claims.sid, until: now.getTime() + PREVIEW_REMINT_MS });
  return token;
}

export interface PersonaFacts {
  facts: Facts;
  undecided: FactName[];
  claims: TokenClaims;
}

/**
 * The persona's facts on `today` for a manifest: the member-facts calls this brand makes (no eBill calls where it
 * never offers eBill, as the app), asked of this gateway's own routes with the persona's token. A failed call leaves
 * its facts undecided, as in the app; a failed account call has no facts at all (null).
 */
export async function personaFacts(
  app: FastifyInstance,
  input: { token: string; claims: TokenClaims; manifest: BrandManifest; today: string; host: string; studioCookie: string },
): Promise<PersonaFacts | null> {
  const { manifest } = input;
  // The studio session's cookie goes with its preview token, as in the frame's own calls.
  const headers = { authorization: `Bearer ${input.token}`, accept: 'application/json', host: input.host, cookie: input.studioCookie };
  const ask = async (path: string): Promise<unknown> => {
    const response = await app.inject({ method: 'GET', url: `/api${path}`, headers });
    if (response.statusCode !== 200) return undefined;
    try {
      return JSON.parse(response.body) as unknown;
    } catch {
      return undefined;
    }
  };
  const made = factCallsMade(manifest.features);
  const [account, ...answers] = await Promise.all([ask(getAccount.path), ...made.map((call) => ask(factCalls[call].path))]);
  if (account === undefined) return null;
  const byCall = Object.fromEntries(made.map((call, i) => [call, answers[i]]).filter(([, answer]) => answer !== undefined));
  const failed = made.filter((call) => !Object.hasOwn(byCall, call));
  const context = memberContextOf({
    today: input.today,
    brand: { id: manifest.brand.id, domainId: manifest.brand.domainId, features: manifest.features },
    claims: input.claims,
    // The gateway's answers are checked against these schemas by gateway/responses.test.ts.
    answers: { ...byCall, account } as MemberAnswers,
  });
  return { facts: buildFacts(context), undecided: [...undecidedFacts(failed)], claims: input.claims };
}

export type GatedElement =
  | { kind: 'menu'; menu: MenuName; id: string; label: string }
  | { kind: 'alert'; id: string; label: string }
  | { kind: 'section'; page: string; id: string; widget: string };

export interface TracedElement {
  element: GatedElement;
  result: 'show' | 'hide' | 'undecided';
  trace: RuleTrace;
  why: string;
}

/**
 * Every gated element of a manifest (one with a rule): menu items of every menu, alerts, every page's sections.
 * Menu items and alerts read a failed call's "no" default (as buildMenu and visibleAlerts do); sections keep it
 * undecided (as SectionsPage does, where the section offers 'Try again').
 */
export function gatedElements(manifest: BrandManifest): { element: GatedElement; rule: NonNullable<BrandManifest['alerts'][number]['rule']> }[] {
  const menus = Object.entries(manifest.menus) as [MenuName, BrandManifest['menus'][MenuName]][];
  return [
    ...menus.flatMap(([menu, items]) => items.flatMap((item) => (item.rule ? [{ element: { kind: 'menu' as const, menu, id: item.id, label: item.label }, rule: item.rule }] : []))),
    ...manifest.alerts.flatMap((alert) => (alert.rule ? [{ element: { kind: 'alert' as const, id: alert.id, label: alert.title }, rule: alert.rule }] : [])),
    ...Object.entries(manifest.pages).flatMap(([page, { sections }]) =>
      sections.flatMap((section) => (section.rule ? [{ element: { kind: 'section' as const, page, id: section.id, widget: section.widget }, rule: section.rule }] : [])),
    ),
  ];
}

/** Each gated element traced for these facts (the traced verdict is decideRule's: src/engine/rules/trace.test.ts). */
export function traceElements(manifest: BrandManifest, facts: PersonaFacts): TracedElement[] {
  const undecided = new Set<string>(facts.undecided);
  return gatedElements(manifest).map(({ element, rule }) => {
    const trace = traceRule(rule, facts.facts, manifest.rules, element.kind === 'section' ? undecided : undefined);
    return { element, result: trace.result, trace, why: explainTrace(trace) };
  });
}
