import { errorResponseSchema } from './common';
import { answerMediaTypes, type EndpointDeclaration } from './endpoint';

/*
 * The OpenAPI 3.1 document of the member API, written from the declarations (schemas/api/endpoints/): what an insurer
 * checks its own API against. `npm run generate` writes it to schemas/member-api.openapi.json; the gateway serves it
 * at /api/openapi.json. Pure.
 */

type Json = Record<string, unknown>;

const ERROR_REF = { $ref: '#/components/schemas/Error' };
const errorAnswer = (description: string) => ({ description, content: { 'application/json': { schema: ERROR_REF } } });

/** OpenAPI's `{name}` path below the server's /api. */
const parametersOf = (schema: object | undefined, where: 'path' | 'query'): Json[] => {
  const { properties = {}, required = [] } = (schema ?? {}) as { properties?: Record<string, object>; required?: readonly string[] };
  return Object.entries(properties).map(([name, value]) => ({ name, in: where, required: where === 'path' || required.includes(name), schema: value }));
};

const pathParametersOf = (declaration: EndpointDeclaration): Json[] => {
  const declared = parametersOf(declaration.params, 'path');
  const named = [...declaration.path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] as string);
  const undeclared = named.filter((name) => !declared.some((p) => p.name === name));
  return [...declared, ...undeclared.map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } }))];
};

function successOf(declaration: EndpointDeclaration): [status: string, answer: Json] {
  const kind = declaration.answer ?? 'json';
  const mediaType = answerMediaTypes[kind];
  if (mediaType === null) return ['204', { description: 'Done; no body.' }];
  const schema = kind === 'pdf' ? { type: 'string', contentMediaType: 'application/pdf' } : (declaration.response ?? {});
  return ['200', { description: declaration.summary, content: { [mediaType]: { schema } } }];
}

function operationOf(name: string, declaration: EndpointDeclaration): Json {
  const [status, success] = successOf(declaration);
  return {
    operationId: name,
    summary: declaration.summary,
    ...(declaration.caller === 'anyone' ? { security: [] } : {}),
    parameters: [...pathParametersOf(declaration), ...parametersOf(declaration.query, 'query')],
    ...(declaration.body ? { requestBody: { required: true, content: { 'application/json': { schema: declaration.body } } } } : {}),
    responses: {
      [status]: success,
      '4XX': errorAnswer('Refused: the {status, message} of spec §8.'),
      '5XX': errorAnswer('Failed: the {status, message} of spec §8.'),
    },
    'x-failure-handling': declaration.failure,
    ...(declaration.screenStatuses ? { 'x-screen-statuses': declaration.screenStatuses } : {}),
    'x-caller': declaration.caller ?? 'session',
    ...(declaration.inline ? { 'x-inlined-in-first-page': true } : {}),
  };
}

/** Two declarations of one method and path differ by the answer's media type (idCard/view: JSON or PDF). */
function merged(existing: Json, next: Json): Json {
  const answers = (operation: Json) => (operation.responses as Record<string, { content?: Json }>)['200'];
  const into = answers(existing);
  const from = answers(next);
  if (into?.content && from?.content) into.content = { ...into.content, ...from.content };
  return { ...existing, summary: `${String(existing.summary)} Or: ${String(next.summary)}`, 'x-also': [...((existing['x-also'] as string[]) ?? []), next.operationId] };
}

export function openApiDocument(api: Readonly<Record<string, EndpointDeclaration>>, version: string): Json {
  const paths: Record<string, Record<string, Json>> = {};
  for (const [name, declaration] of Object.entries(api).sort(([a], [b]) => a.localeCompare(b))) {
    const path = (paths[declaration.path] ??= {});
    const method = declaration.method.toLowerCase();
    const operation = operationOf(name, declaration);
    path[method] = path[method] ? merged(path[method], operation) : operation;
  }
  const sortedPaths = Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b)));
  return {
    openapi: '3.1.0',
    info: {
      title: 'Member API',
      version,
      description:
        'The calls the member dashboard makes to the insurer, as the reference API answers them. Every answer is ' +
        'checked against its schema by the dashboard; an error is {status, message} (spec §8). x-failure-handling ' +
        'says how the dashboard meets a failure: global (401 ends the session, else the error page), screen (the ' +
        'calling screen shows it; a 401 ends the session) or exempt (the screen handles every status).',
    },
    servers: [{ url: '/api' }],
    security: [{ bearer: [] }],
    paths: sortedPaths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: { Error: errorResponseSchema },
    },
  };
}
