import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/*
 * What every studio request's body and query must be before anything recursive reads them: nested at most
 * MAX_DEPTH levels (the loader, the change lines and JSON.stringify recurse; 10,000 levels overflowed the stack:
 * a 500), and no NUL character in any text or key (Postgres refuses to store one: a 500 after the checks passed).
 * The walk is iterative, so the check itself never overflows.
 */

/** A manifest nests about a dozen levels; the loader's own limits are far below this. */
export const MAX_DEPTH = 64;

/** The first reason `value` may not be taken, as a sentence, or null. */
export function bodyProblem(value: unknown, maxDepth = MAX_DEPTH): string | null {
  const stack: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  while (stack.length > 0) {
    const { value: at, depth } = stack.pop()!;
    if (typeof at === 'string') {
      if (at.includes('\u0000')) return 'Text may not contain a NUL character (\\u0000): remove it and send again.';
      continue;
    }
    if (typeof at !== 'object' || at === null) continue;
    if (depth >= maxDepth) return `The request nests deeper than ${maxDepth} levels: no content of a brand is that deep.`;
    const entries = Array.isArray(at) ? at.map((v) => ['', v] as const) : Object.entries(at);
    for (const [key, child] of entries) {
      if (key.includes('\u0000')) return 'A name may not contain a NUL character (\\u0000): remove it and send again.';
      stack.push({ value: child, depth: depth + 1 });
    }
  }
  return null;
}

const isStudio = (url: string) => url.startsWith('/api/studio/') || url.startsWith('/api/studio?') || url === '/api/studio' || url.startsWith('/studio');

/** Refuses (400, with the sentence) a studio request whose body or query breaks the rules above. */
export function useStudioBodyGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isStudio(request.url)) return;
    const problem = bodyProblem(request.body) ?? bodyProblem(request.query);
    if (problem) return reply.code(400).header('cache-control', 'no-store').send({ status: 400, reason: 'body', message: problem });
  });
}
