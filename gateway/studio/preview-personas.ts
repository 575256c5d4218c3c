import {
  demoPersonasSchema,
  previewTokenAnswerSchema,
  type DemoPersonas,
  type PreviewTokenAnswer,
  type PreviewTokenRequest,
} from '../../schemas/api/demo';
import { jsonOf, type MemberApiUpstream } from '../member-api-upstream';
import { createAjv } from '../shared/validation';

/*
 * The personas a studio previews as, and their preview tokens: asked of the member API's demo routes
 * (schemas/api/demo.ts), embedded or over MEMBER_API_URL alike. Out of demo mode, or from a member API without those
 * routes (an insurer's own), there are none.
 */

export interface PreviewPersonas {
  /** The personas of a brand's domain, summarized for `date` (the demo's today when absent). */
  list(domainId: number | null, date?: string): Promise<DemoPersonas>;
  /** A read-only token of a persona carrying the studio session's binding, or null (no such persona, no demo). */
  mint(request: PreviewTokenRequest): Promise<PreviewTokenAnswer | null>;
}

const ajv = createAjv();
const isPersonas = ajv.compile<DemoPersonas>(demoPersonasSchema);
const isTokenAnswer = ajv.compile<PreviewTokenAnswer>(previewTokenAnswerSchema);

const NONE = (today: string): DemoPersonas => ({ today, personas: [] });

export function upstreamPreviewPersonas(upstream: MemberApiUpstream, options: { demo: boolean; today: () => string }): PreviewPersonas {
  const headers = { accept: 'application/json' };
  return {
    async list(domainId, date) {
      if (!options.demo || domainId === null) return NONE(options.today());
      const query = new URLSearchParams({ domainId: String(domainId), ...(date ? { date } : {}) });
      const answer = await upstream.send({ method: 'GET', url: `/api/__demo/personas?${query.toString()}`, headers }).catch(() => null);
      const body = answer?.status === 200 ? jsonOf(answer) : undefined;
      return isPersonas(body) ? body : NONE(options.today());
    },
    async mint(request) {
      if (!options.demo) return null;
      const body = JSON.stringify(request);
      const answer = await upstream.send({ method: 'POST', url: '/api/__demo/preview-tokens', headers: { ...headers, 'content-type': 'application/json' }, body }).catch(() => null);
      const token = answer?.status === 200 ? jsonOf(answer) : undefined;
      return isTokenAnswer(token) ? token : null;
    },
  };
}
