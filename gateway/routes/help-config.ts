import type { FastifyInstance } from 'fastify';
import type { FromSchema } from 'json-schema-to-ts';
import { accreditationResponseSchema, chatConfigResponseSchema } from '../../schemas/api/help';
import { sessionOf, type RequireSession } from '../auth/session';
import { brandOfDomain, type ContentSource } from '../content-source';
import { chatConfigOf } from '../help/chat-config';
import { brandOfHost } from '../request-brand';
import { replies } from '../validation';

type Accreditation = FromSchema<typeof accreditationResponseSchema>;

/** A copy key's text in a brand's merged copy (`footer.accreditation.text` → copy.footer.accreditation.text). */
function copyText(copy: Record<string, unknown>, key: string): string | null {
  let node: unknown = copy;
  for (const part of key.split('.')) {
    node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined;
  }
  return typeof node === 'string' && node.trim() !== '' ? node : null;
}

/**
 * Spec §7 "chat configuration and accreditation details from configured URLs", ours: GET config/chat (signed in:
 * the member's brand and plan choose the chat queue) and GET config/accreditation (signed out too: the footer shows
 * it on every page). The accreditation is the brand manifest's footer seal and its text, so it has one source.
 */
export function helpConfigRoutes(app: FastifyInstance, deps: { content: ContentSource; requireSession: RequireSession }): void {
  const { content } = deps;
  const guard = { onRequest: deps.requireSession({ allowTemporary: false }) };

  app.get('/api/config/chat', { ...guard, schema: replies(chatConfigResponseSchema) }, async (request) => {
    const { claims, family } = sessionOf(request);
    const brand = await brandOfDomain(content, claims.domainId);
    return brand ? chatConfigOf(brand.id, family.group.source) : null;
  });

  app.get('/api/config/accreditation', { schema: replies(accreditationResponseSchema) }, async (request): Promise<Accreditation> => {
    const brand = brandOfHost(request.host, await content.listBrands());
    if (!brand) return null;
    const { manifest, copy } = await content.getBoot(brand.id);
    const seal = manifest.footer.accreditation;
    const description = seal ? copyText(copy, seal.text) : null;
    return seal && description ? { logo: seal.image, description } : null;
  });
}
