/*
 * The shape of one member API call's declaration (schemas/api/endpoints/<area>.ts). A declaration is the contract
 * of the call: the browser calls by it (src/api/call.ts, over the light copies `npm run generate` writes to
 * src/api/generated/), the reference API implements it (gateway/reference-api/routes/, `implement` in gateway/shared/endpoint-route.ts),
 * and the OpenAPI document of the member API is written from all of them (schemas/member-api.openapi.json).
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * How the app meets a failed call (spec §8 "Global handling"):
 * - global: the global handler: a 401 ends the session, any other status shows the error page;
 * - screen: the calling screen shows it (a tile's error state, a form's message); a 401 still ends the session;
 * - exempt: one of spec §8's exempt calls: the screen handles every status, a 401 included.
 */
export const failureHandlings = ['global', 'screen', 'exempt'] as const;
export type FailureHandling = (typeof failureHandlings)[number];

/** What the answer's body is: JSON, plain text or HTML (each checked by `response`), a PDF, or nothing (a 204). */
export const answerMediaTypes = {
  json: 'application/json',
  text: 'text/plain',
  html: 'text/html',
  pdf: 'application/pdf',
  none: null,
} as const;
export type AnswerKind = keyof typeof answerMediaTypes;

/** Who may call: a full session, a session or the temporary token of onboarding, or anyone. */
export const callerKinds = ['session', 'temporary', 'anyone'] as const;
export type CallerKind = (typeof callerKinds)[number];

export interface EndpointDeclaration {
  method: HttpMethod;
  /** Below /api, parameters as `{name}` (OpenAPI's form): `/claims/{type}/{id}`. */
  path: `/${string}`;
  /** One line for the OpenAPI document. */
  summary: string;
  /** Object schemas of the path parameters, the query (values arrive as strings) and the JSON body. */
  params?: object;
  query?: object;
  body?: object;
  /** The 200 answer's schema (absent for a PDF or a 204). */
  response?: object;
  answer?: AnswerKind;
  failure: FailureHandling;
  /** Statuses the screen handles itself on a `global` call (login-as: 400 and 404). */
  screenStatuses?: readonly number[];
  caller?: CallerKind;
  /** The gateway inlines its answer into every signed-in page (the member facts, gateway/first-responses.ts). */
  inline?: true;
}

/** Declares one call; `const` keeps its literal shape for the types the browser and the gateway derive from it. */
export const endpoint = <const E extends EndpointDeclaration>(declaration: E): E => declaration;

