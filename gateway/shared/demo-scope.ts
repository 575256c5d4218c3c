import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';

/*
 * Demo mode: browser tests run in parallel against one gateway and each resets the demo state when it starts.
 * A test that changes an account (registers, changes a password) marks its requests with this header, so its
 * changes are seen only by its own requests and survive the other tests' resets. Requests without it share the
 * unscoped state, which `POST /api/__demo/reset` clears. The header is the one faults are scoped by.
 */
export const DEMO_SCOPE_HEADER = 'x-demo-scope';
export const UNSCOPED = '';

const storage = new AsyncLocalStorage<string>();

/** Every request runs with its demo scope (the header, at most 100 characters). */
export function useDemoScope(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    const header = request.headers[DEMO_SCOPE_HEADER];
    storage.run(typeof header === 'string' ? header.slice(0, 100) : UNSCOPED, done);
  });
}

/** The demo scope of the request being handled; unscoped outside demo mode. */
export function currentDemoScope(): string {
  return storage.getStore() ?? UNSCOPED;
}
