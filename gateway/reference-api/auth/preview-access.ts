/*
 * What a studio preview's token may do (issue 15's security review): read the persona's pages, change nothing. A
 * member call is a read when it is a GET or HEAD, unless its route says otherwise in its config (`preview: 'write'`:
 * a GET that orders something or mints a credential of its own); a POST that only reads (a search) says
 * `preview: 'read'`. Every other call (login, logout, log-in-as, group selection, password, address, preferences,
 * PCP selection, registration, onboarding...) is a write, refused to a preview.
 */

export type PreviewUse = 'read' | 'write';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** How a studio preview's token may use this route; unset: GET and HEAD read, every other method writes. */
    preview?: PreviewUse;
  }
}

export const PREVIEW_REFUSAL = "A preview shows the member's pages and changes nothing.";

/** Route config marking a POST that only reads (a search) as open to a preview. */
export const previewRead = { config: { preview: 'read' } } as const;
/** Route config marking a GET that changes something (or mints a credential) as closed to a preview. */
export const previewWrite = { config: { preview: 'write' } } as const;

/** Whether a call is a read a preview may make. */
export function isPreviewRead(method: string, declared: PreviewUse | undefined): boolean {
  if (declared !== undefined) return declared === 'read';
  return method === 'GET' || method === 'HEAD';
}
