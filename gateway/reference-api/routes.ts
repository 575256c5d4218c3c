import type { FastifyInstance } from 'fastify';
import type { RequireSession } from '../shared/endpoint-route';
import type { TokenService } from './auth/token';
import type { ContentSource } from '../shared/content-source';
import type { Seed } from './personas/seed';
import { accountFormsRoutes } from './routes/account-forms';
import { accountRoutes } from './routes/account';
import { addressRoutes } from './routes/address';
import { authRoutes } from './routes/auth';
import { benefitsRoutes } from './routes/benefits';
import { calendarRoutes } from './routes/calendar';
import { chatStandInRoutes } from './routes/chat-stand-in';
import { claimsRoutes } from './routes/claims';
import { coverageRoutes } from './routes/coverage';
import { eobsRoutes } from './routes/eobs';
import { flagRoutes } from './routes/flags';
import { groupRoutes } from './routes/groups';
import { helpConfigRoutes } from './routes/help-config';
import { idCardRoutes } from './routes/id-card';
import { onboardingRoutes } from './routes/onboarding';
import { pcpRoutes } from './routes/pcp';
import { planManagementRoutes } from './routes/plan-management';
import { programContentRoutes } from './routes/programs';
import { referralRoutes } from './routes/referrals';
import { toolsRoutes } from './routes/tools';
import type { ReferenceState } from './state';

/*
 * The reference insurer API: the member API's calls (schemas/api/endpoints/) answered from the demo personas
 * (gateway/reference-api/personas/), with the stand-ins for the other sites the dashboard hands members to (eBill, chat, SSO).
 * Embedded in the gateway by default; `npm run reference-api` serves it alone (gateway/reference-api/server.ts), and
 * a gateway with MEMBER_API_URL reaches it, or an insurer's own API, through the contract (member-api-proxy.ts).
 */

export interface ReferenceApiDeps {
  seed: Seed;
  state: ReferenceState;
  tokens: TokenService;
  content: ContentSource;
  requireSession: RequireSession;
  now: () => Date;
  /** Demo mode: the outbox of the e-mails it would have sent. */
  demo: boolean;
}

export function registerReferenceApi(app: FastifyInstance, deps: ReferenceApiDeps): void {
  const { seed, state, tokens, content, requireSession, now, demo } = deps;
  authRoutes(app, { seed, state, tokens, content, requireSession });
  accountRoutes(app, { seed, requireSession, now, state });
  onboardingRoutes(app, { state, tokens, requireSession });
  accountFormsRoutes(app, { seed, state, requireSession, now, demo, content });
  flagRoutes(app, { requireSession, state });
  planManagementRoutes(app, { requireSession, state });
  const memberRoutes = { seed, state, requireSession, now };
  claimsRoutes(app, memberRoutes);
  toolsRoutes(app, memberRoutes);
  programContentRoutes(app, memberRoutes);
  referralRoutes(app, memberRoutes);
  coverageRoutes(app, { ...memberRoutes, content });
  idCardRoutes(app, { ...memberRoutes, content });
  pcpRoutes(app, memberRoutes);
  benefitsRoutes(app, memberRoutes);
  eobsRoutes(app, { ...memberRoutes, content });
  addressRoutes(app, memberRoutes);
  calendarRoutes(app, { content, now });
  helpConfigRoutes(app, { content, requireSession });
  chatStandInRoutes(app);
  groupRoutes(app, { seed, state, tokens, requireSession, now });
}
