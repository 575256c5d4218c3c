import type { FromSchema } from 'json-schema-to-ts';
import type { AnswerKind, EndpointDeclaration, FailureHandling, HttpMethod } from '@schemas/api/endpoint';

/**
 * A member API call as the browser holds it: the light copy of its declaration that `npm run generate` writes to
 * src/api/generated/endpoints/ (no schemas: those load with the answer's check), typed by the declaration itself.
 */
export interface Call<E extends EndpointDeclaration = EndpointDeclaration> {
  readonly name: string;
  readonly method: HttpMethod;
  readonly path: string;
  readonly answer: AnswerKind;
  readonly failure: FailureHandling;
  readonly screenStatuses?: readonly number[];
  /** Never set: carries the declaration's type to the arguments and the answer. */
  readonly declaration?: E;
}

type Value<S> = S extends object ? FromSchema<S> : never;

/** Query values go out as strings: a number is taken where the schema reads a string; `undefined` is left out. */
type QueryValues<T> = { [K in keyof T]: T[K] | (T[K] extends string | undefined ? number : never) };

type ParamsArg<E> = E extends { params: infer S } ? { params: { [K in keyof Value<S>]: Value<S>[K] | number } } : { params?: never };
type QueryArg<E> = E extends { query: infer S }
  ? object extends Value<S>
    ? { query?: QueryValues<Value<S>> }
    : { query: QueryValues<Value<S>> }
  : { query?: never };
type BodyArg<E> = E extends { body: infer S } ? { body: Value<S> } : { body?: never };

export interface CallOptions {
  /** Overrides the session token (a temporary token); `null` sends no Authorization header. */
  token?: string | null;
  signal?: AbortSignal;
  /** A use that handles failures otherwise than the declaration says (the settings page's own sections). */
  failure?: FailureHandling;
}

/** What a call takes: its path parameters, query and body as its declaration's schemas say, and options. */
export type ArgsOf<E> = ParamsArg<E> & QueryArg<E> & BodyArg<E> & CallOptions;

/** Whether a call can be made without arguments. */
export type ArgsTuple<E> = object extends ArgsOf<E> ? [args?: ArgsOf<E>] : [args: ArgsOf<E>];

/** The answer: the response schema's type, a Blob for a PDF, nothing for a 204. */
export type AnswerOf<E> = E extends { answer: 'pdf' }
  ? Blob
  : E extends { answer: 'none' }
    ? void
    : E extends { response: infer S }
      ? Value<S>
      : void;

/** The answer of a browser-side call. */
export type AnswerOfCall<C> = C extends Call<infer E> ? AnswerOf<E> : never;
