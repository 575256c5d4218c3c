import type { FastifyInstance, FastifyRequest } from 'fastify';
import { patterns } from '../../schemas/generic/patterns';
import type { BrandManifest } from '../../src/manifest/manifest-types';
import { pathOf } from './faults';

const validHost = new RegExp(patterns.host, 'u');
const SCRIPT_HASH = /^'sha256-[A-Za-z0-9+/]+={0,2}'$/;

/**
 * Same-origin everything, except the form hosts the brand declares (`externalHosts.forms`: its eBill provider), which
 * `form-action` adds beside 'self' (the sales-force single sign-on stand-in is same-origin). Only host names pass
 * (`patterns.host`: no space or ';' can add a directive); each is allowed over https only. The brand boot JSON is an
 * inert data block (not run), so script-src needs no 'unsafe-inline': the one inline script a page may run (a
 * server-rendered first frame's loader) is allowed by its hash (`'sha256-…'`, gateway/preloads.ts `inlineScript`).
 * object-src blob: lets the window the ID card opens in (a blob: document, which inherits this policy) show the PDF
 * in the browser's viewer.
 */
export function contentSecurityPolicy(formHosts: readonly string[] = [], scriptHashes: readonly string[] = []): string {
  const formSources = formHosts.filter((host) => validHost.test(host)).map((host) => `https://${host}`);
  const hashes = scriptHashes.filter((hash) => SCRIPT_HASH.test(hash));
  return [
    "default-src 'self'",
    ["script-src 'self'", ...hashes].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    'object-src blob:',
    "connect-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    ["form-action 'self'", ...formSources].join(' '),
  ].join('; ');
}

/** The policy of a response that belongs to no brand's page (API answers, assets): forms go to this site only. */
export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

/** The policy of a brand's page: its declared form hosts may receive the forms it posts. */
export const brandContentSecurityPolicy = (manifest: BrandManifest, scriptHashes: readonly string[] = []): string =>
  contentSecurityPolicy(manifest.externalHosts?.forms, scriptHashes);

/**
 * The policy of an HTML answer of the member API (a holiday calendar): a fragment for the app to sanitise and insert,
 * never a page; opened on its own, the browser runs nothing of it (a sandbox with no sources), whatever it holds.
 */
export const HTML_FRAGMENT_POLICY = "sandbox; default-src 'none'";

export function useSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('content-security-policy', CONTENT_SECURITY_POLICY);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'no-referrer');
  });
}

/** Where a 500's error goes: the console (a gateway without a logger, e.g. in tests), or the gateway's log. */
export type ErrorReport = (request: FastifyRequest, error: unknown) => void;
export const reportToConsole: ErrorReport = (request, error) => console.error(`${request.method} ${pathOf(request.url)} failed:`, error);

/** Errors answer `{status, message}` (spec §8 shape); a 5xx never reveals internals to the browser. */
export function useErrorShape(app: FastifyInstance, report: ErrorReport = reportToConsole): void {
  app.setErrorHandler(async (error: { statusCode?: number; validation?: unknown; message: string }, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) report(request, error);
    const message = status === 500 ? 'The gateway could not complete the request.' : error.validation ? `Invalid request: ${error.message}.` : error.message;
    return reply.code(status).send({ status, message });
  });
}
