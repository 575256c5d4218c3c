import type { FastifyInstance } from 'fastify';
import { getAccount } from '../../schemas/api/endpoints/member';
import type { TokenClaims } from '../../src/api/response-types';
import { explainTrace, traceRule, type RuleTrace } from '../../src/engine/rules/trace';
import { decideGate, gateUndecided, manifestGates, type GatedElement } from '../../src/manifest/gates';
import type { BrandManifest } from '../../src/manifest/manifest-types';
import type { FactName, Facts } from '../../src/manifest/rule-types';
import { undecidedFacts } from '../../src/member/fact-sources';
import { factCalls, factCallsMade } from '../../src/member/member-calls';
import { buildFacts } from '../../src/member/facts';
import { memberContextOf, type MemberAnswers } from '../../src/member/member-context';
import type { PreviewPersonas } from './preview-personas';
import type { StudioSession } from './sessions';

/*
 * What the studio shows of a persona: the member's facts on a date and, for every gated element of a manifest, shown
 * or hidden with the trace of its rule. The facts come from the member app's own pure functions (memberContextOf,
 * buildFacts, undecidedFacts) over the persona's real answers from the member API (asked through this server's own
 * routes with a preview token, like gateway/first-responses.ts); rules from the same evaluator in its traced form.
 */

/** A preview token lives 15 minutes; a new one is minted once fewer than 5 remain (a frame gets at least 5). */
export const PREVIEW_TOKEN_SECONDS = 15 * 60;
const PREVIEW_REMINT_MS = (PREVIEW_TOKEN_SECONDS - 5 * 60) * 1000;

/**
 * A persona's preview token for the studio session (with its claims), minted by the member API's demo route: read-only
 * and bound to the session (its `preview` claim is the session's binding, so only requests with that session's cookie
 * are served: preview-binding.ts), short lived, and reused while it has 5 minutes left. Null: no such persona.
 */
export async function previewToken(personas: PreviewPersonas, session: StudioSession, username: string, now: Date): Promise<{ token: string; claims: TokenClaims } | null> {
  const kept = session.previewTokens.get(username);
  if (kept && kept.until > now.getTime()) return kept;
  const minted = await personas.mint({ username, binding: session.previewBinding, lifetimeSeconds: PREVIEW_TOKEN_SECONDS });
  if (!minted) return null;
  session.previewTokens.set(username, { ...minted, until: now.getTime() + PREVIEW_REMINT_MS });
  return minted;
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
    // The gateway's answers are checked against these schemas by gateway/reference-api/responses.test.ts.
    answers: { ...byCall, account } as MemberAnswers,
  });
  return { facts: buildFacts(context), undecided: [...undecidedFacts(failed)], claims: input.claims };
}

export type { GatedElement };

export interface TracedElement {
  element: GatedElement;
  result: 'show' | 'hide' | 'undecided';
  trace: RuleTrace;
  why: string;
}

/**
 * Each gate of the manifest (src/manifest/gates.ts: menu items, their labelWhen options, alerts, every page's
 * sections) for these facts: its verdict is the gate's own (decideGate, the member's shell's function), its trace the
 * same rule traced over the same facts the gate may leave undecided (traceRule's verdict is decideRule's:
 * src/engine/rules/trace.test.ts; gateway/studio/gates.test.ts compares both with the shell for every persona).
 */
export function traceElements(manifest: BrandManifest, facts: PersonaFacts): TracedElement[] {
  const undecided = new Set<string>(facts.undecided);
  return manifestGates(manifest).map(({ element, rule }) => {
    const result = decideGate(element.kind, rule, facts.facts, manifest.rules, undecided);
    const trace = traceRule(rule, facts.facts, manifest.rules, gateUndecided(element.kind, undecided));
    return { element, result, trace, why: explainTrace(trace) };
  });
}
