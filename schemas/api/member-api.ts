import * as accountForms from './endpoints/account-forms';
import * as address from './endpoints/address';
import * as benefits from './endpoints/benefits';
import * as claims from './endpoints/claims';
import * as coverage from './endpoints/coverage';
import * as eobs from './endpoints/eobs';
import * as help from './endpoints/help';
import * as idCard from './endpoints/id-card';
import * as member from './endpoints/member';
import * as onboarding from './endpoints/onboarding';
import * as pcp from './endpoints/pcp';
import * as planManagement from './endpoints/plan-management';
import * as programs from './endpoints/programs';
import * as session from './endpoints/session';
import * as tools from './endpoints/tools';
import type { EndpointDeclaration, HttpMethod } from './endpoint';

/*
 * The whole member API, by area (one module of declarations each in endpoints/). Node-side only: the gateway, the
 * OpenAPI document, `npm run generate` and the tests read it; the browser calls through the light copies in
 * src/api/generated/ and never loads a declaration's schemas with a page.
 */
export const memberApiAreas = {
  'account-forms': accountForms,
  address,
  benefits,
  claims,
  coverage,
  eobs,
  help,
  'id-card': idCard,
  member,
  onboarding,
  pcp,
  'plan-management': planManagement,
  programs,
  session,
  tools,
} as const;

/** Every call by its name (names are unique across areas: member-api.test.ts). */
export const memberApi: Readonly<Record<string, EndpointDeclaration>> = Object.assign({}, ...Object.values(memberApiAreas));

const templateOf = (path: string) => new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/]+')}$`);

/**
 * The declarations that match a request (method and path below /api, query ignored). Static paths win over
 * templates, as on the gateway; two declarations share a path when the Accept header picks the answer (idCard/view).
 */
export function endpointsOf(method: HttpMethod, apiPath: string): [string, EndpointDeclaration][] {
  const path = apiPath.split('?')[0] ?? apiPath;
  const matching = Object.entries(memberApi).filter(([, e]) => e.method === method && templateOf(e.path).test(path));
  const exact = matching.filter(([, e]) => e.path === path);
  return exact.length > 0 ? exact : matching;
}
