import type { FastifyInstance } from 'fastify';
import { getAccreditation, getChatConfig, getContactEmail, getCustomerServiceMessage } from '../../../schemas/api/endpoints/help';
import { sessionOf } from '../auth/session';
import type { RequireSession } from '../../shared/endpoint-route';
import { brandOfDomain, type ContentSource } from '../../shared/content-source';
import { implement } from '../../shared/endpoint-route';
import { chatConfigOf } from '../help/chat-config';
import { contactEmailOf, customerServiceMessageOf } from '../help/customer-service';
import { brandOfHost } from '../../shared/request-brand';

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

  implement(app, getChatConfig, { requireSession: deps.requireSession }, async (request) => {
    const { claims, family } = sessionOf(request);
    const brand = await brandOfDomain(content, claims.domainId);
    return brand ? chatConfigOf(brand.id, family.group.source) : null;
  });

  implement(app, getAccreditation, {}, async (request) => {
    const brand = brandOfHost(request.host, await content.listBrands());
    if (!brand) return null;
    const { manifest, copy } = await content.getBoot(brand.id);
    const seal = manifest.footer.accreditation;
    const description = seal ? copyText(copy, seal.text) : null;
    return seal && description ? { logo: seal.image, description } : null;
  });

  // Signed out too (the contact pages are): the brand of the request's host.
  implement(app, getContactEmail, {}, async (request) => {
    const brand = brandOfHost(request.host, await content.listBrands());
    return brand ? contactEmailOf(brand.id) : null;
  });

  implement(app, getCustomerServiceMessage, {}, async (request) => {
    const brand = brandOfHost(request.host, await content.listBrands());
    return brand ? customerServiceMessageOf(brand.id) : null;
  });
}
