import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, expectTypeOf, it } from 'vitest';
import { endpoint } from '../../schemas/api/endpoint';
import { implement, oneRouteByAccept, routeUrlOf, type DeclaredAnswer, type RequireSession } from './endpoint-route';
import { useErrorShape } from './http-policy';
import { useSchemaCompilers } from './validation';

const kindParams = { type: 'object', properties: { kind: { type: 'string', enum: ['apple', 'pear'] } }, required: ['kind'] } as const;
const countQuery = { type: 'object', properties: { count: { type: 'string', pattern: '^[0-9]+$' } }, additionalProperties: false } as const;
const fruitAnswer = {
  type: 'object',
  properties: { kind: { type: 'string' }, count: { type: 'integer' } },
  required: ['kind', 'count'],
  additionalProperties: false,
} as const;

const getFruit = endpoint({
  method: 'GET',
  path: '/fruit/{kind}',
  summary: 'A fruit.',
  params: kindParams,
  query: countQuery,
  response: fruitAnswer,
  failure: 'screen',
  caller: 'anyone',
});

const postFruit = endpoint({
  method: 'POST',
  path: '/fruit',
  summary: 'Add a fruit.',
  body: { type: 'object', properties: { kind: { type: 'string', minLength: 1 } }, required: ['kind'], additionalProperties: false },
  response: fruitAnswer,
  failure: 'screen',
  caller: 'anyone',
});

const textAnswer = { type: 'string', pattern: '^[a-z ]*$' } as const;
const getNote = endpoint({ method: 'GET', path: '/note', summary: 'A note.', response: textAnswer, answer: 'text', failure: 'screen', caller: 'anyone' });
const getPage = endpoint({ method: 'GET', path: '/page', summary: 'A page.', response: textAnswer, answer: 'html', failure: 'screen', caller: 'anyone' });

let app: FastifyInstance;
const reported: unknown[] = [];

async function gateway(register: (app: FastifyInstance) => void): Promise<FastifyInstance> {
  app = Fastify();
  app.decorateRequest('session', null);
  useSchemaCompilers(app);
  useErrorShape(app, (_request, error) => reported.push(error));
  register(app);
  await app.ready();
  return app;
}

afterEach(async () => {
  reported.length = 0;
  await app.close();
});

describe('implement', () => {
  it("serves a declared call at its URL, typed from the declaration's schemas", async () => {
    await gateway((a) =>
      implement(a, getFruit, {}, async (request) => {
        expectTypeOf(request.params.kind).toEqualTypeOf<'apple' | 'pear'>();
        expectTypeOf(request.query.count).toEqualTypeOf<string | undefined>();
        return { kind: request.params.kind, count: Number(request.query.count ?? 1) };
      }),
    );
    expect(routeUrlOf(getFruit)).toBe('/api/fruit/:kind');
    const answer = await app.inject({ method: 'GET', url: '/api/fruit/pear?count=3' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ kind: 'pear', count: 3 });
  });

  it('answers a request breaking the declared params, query or body 400 in the {status, message} shape', async () => {
    await gateway((a) => {
      implement(a, getFruit, {}, async (request) => ({ kind: request.params.kind, count: 1 }));
      implement(a, postFruit, {}, async (request) => ({ kind: request.body.kind, count: 1 }));
    });
    const refused = [
      await app.inject({ method: 'GET', url: '/api/fruit/plum' }),
      await app.inject({ method: 'GET', url: '/api/fruit/apple?count=many' }),
      await app.inject({ method: 'GET', url: '/api/fruit/apple?colour=red' }),
      await app.inject({ method: 'POST', url: '/api/fruit', payload: { kind: '' } }),
      await app.inject({ method: 'POST', url: '/api/fruit', payload: { kind: 'fig', ripe: true } }),
    ];
    for (const answer of refused) {
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({ status: 400, message: expect.stringMatching(/^Invalid request: /) });
    }
    expect((await app.inject({ method: 'POST', url: '/api/fruit', payload: { kind: 'fig' } })).json()).toEqual({ kind: 'fig', count: 1 });
  });

  it('refuses an answer breaking the declared response as a 500, which says nothing of it', async () => {
    await gateway((a) => implement(a, getFruit, {}, async () => ({ kind: 'apple', count: 1, secret: 'x' }) as never));
    const answer = await app.inject({ method: 'GET', url: '/api/fruit/apple' });
    expect(answer.statusCode).toBe(500);
    expect(answer.json()).toEqual({ status: 500, message: 'The gateway could not complete the request.' });
    expect(String(reported[0])).toMatch(/Response 200 of \/api\/fruit\/:kind does not match its schema/);
  });

  it('sends an error through reply in the {status, message} shape, and refuses one in another shape', async () => {
    await gateway((a) => {
      implement(a, getFruit, {}, async (request, reply) =>
        request.params.kind === 'pear' ? reply.code(404).send({ status: 404, message: 'No pears.' }) : reply.code(404).send({ error: 'no' }),
      );
    });
    const pear = await app.inject({ method: 'GET', url: '/api/fruit/pear' });
    expect([pear.statusCode, pear.json()]).toEqual([404, { status: 404, message: 'No pears.' }]);
    expect((await app.inject({ method: 'GET', url: '/api/fruit/apple' })).statusCode).toBe(500);
  });

  it('checks a text or HTML answer against the declaration and sends it with its type, kept by no cache', async () => {
    expectTypeOf<DeclaredAnswer<typeof getNote>>().toEqualTypeOf<string>();
    let note = 'all well';
    await gateway((a) => {
      implement(a, getNote, {}, async () => note);
      implement(a, getPage, {}, async () => 'a page');
    });
    const text = await app.inject({ method: 'GET', url: '/api/note' });
    expect([text.statusCode, text.body, text.headers['content-type'], text.headers['cache-control']]).toEqual([
      200,
      'all well',
      'text/plain; charset=utf-8',
      'no-store',
    ]);
    const html = await app.inject({ method: 'GET', url: '/api/page' });
    expect([html.statusCode, html.body, html.headers['content-type']]).toEqual([200, 'a page', 'text/html; charset=utf-8']);

    note = 'NOT WELL';
    const refused = await app.inject({ method: 'GET', url: '/api/note' });
    expect(refused.statusCode).toBe(500);
    expect(String(reported[0])).toMatch(/Response 200 of \/api\/note does not match its schema/);
  });

  it('leaves a PDF or an empty answer to the handler, and refuses a returned one', async () => {
    const getPdf = endpoint({ method: 'GET', path: '/pdf', summary: 'A PDF.', answer: 'pdf', failure: 'screen', caller: 'anyone' });
    const deleteIt = endpoint({ method: 'DELETE', path: '/it', summary: 'Gone.', answer: 'none', failure: 'screen', caller: 'anyone' });
    await gateway((a) => {
      implement(a, getPdf, {}, async (_request, reply) => reply.type('application/pdf').send(Buffer.from('%PDF-1.7')));
      implement(a, deleteIt, {}, async (_request, reply) => reply.code(204).send());
      implement(a, { ...deleteIt, path: '/wrong' }, {}, async () => 'sent' as never);
    });
    const pdf = await app.inject({ method: 'GET', url: '/api/pdf' });
    expect([pdf.statusCode, pdf.headers['content-type'], pdf.body]).toEqual([200, 'application/pdf', '%PDF-1.7']);
    expect((await app.inject({ method: 'DELETE', url: '/api/it' })).statusCode).toBe(204);
    expect((await app.inject({ method: 'DELETE', url: '/api/wrong' })).statusCode).toBe(500);
  });

  it("guards the call as its declared caller says, with the route's config", async () => {
    const asked: boolean[] = [];
    const requireSession: RequireSession = ({ allowTemporary }) => {
      asked.push(allowTemporary);
      return async (request, reply) =>
        request.headers.authorization ? undefined : reply.code(401).send({ status: 401, message: 'Sign in.' });
    };
    const answer = { ...getNote, caller: undefined } as const;
    await gateway((a) => {
      implement(a, { ...answer, path: '/full' }, { requireSession }, async () => 'full');
      implement(a, { ...answer, path: '/temporary', caller: 'temporary' }, { requireSession }, async () => 'temporary');
      implement(a, { ...answer, path: '/config' }, { requireSession, config: { preview: 'write' } }, async (request) =>
        request.routeOptions.config.preview ?? 'none',
      );
    });
    expect(asked).toEqual([false, true, false]);
    expect((await app.inject({ method: 'GET', url: '/api/full' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/full', headers: { authorization: 'x' } })).body).toBe('full');
    expect((await app.inject({ method: 'GET', url: '/api/config', headers: { authorization: 'x' } })).body).toBe('write');
  });

  it('refuses to register a call whose caller needs a session without the session guard', async () => {
    await gateway(() => undefined);
    const { caller: _caller, ...sessionNote } = getNote;
    expect(() => implement(app, { ...sessionNote, path: '/other' }, {} as never, async () => 'x')).toThrow(/needs requireSession/);
  });
});

describe('oneRouteByAccept', () => {
  const json = endpoint({ method: 'GET', path: '/card', summary: 'Card data.', query: countQuery, response: fruitAnswer, failure: 'screen' });
  const pdf = endpoint({ method: 'GET', path: '/card', summary: 'Card PDF.', query: countQuery, answer: 'pdf', failure: 'screen' });

  it('gives the JSON declaration of a call declared twice, when only their answers differ', () => {
    expect(oneRouteByAccept(json, pdf)).toBe(json);
  });

  it('refuses two declarations that are not one call', () => {
    expect(() => oneRouteByAccept(json, { ...pdf, path: '/cards' })).toThrow(/differ only in their answer \(path\)/);
    expect(() => oneRouteByAccept(json, { ...pdf, query: { ...countQuery } })).toThrow(/\(query\)/);
    expect(() => oneRouteByAccept(pdf, json)).toThrow(/differ only in their answer/);
  });
});
