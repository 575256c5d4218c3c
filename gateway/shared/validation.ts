import { Ajv, type AnySchema } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';
import { errorResponseSchema } from '../../schemas/api/common';

export function createAjv(): Ajv {
  const ajv = new Ajv({ allErrors: false, strict: true });
  addFormats(ajv);
  return ajv;
}

export class ResponseShapeError extends Error {}

/**
 * Request bodies are checked as written (no type coercion, no silent removal of unknown keys), and every
 * response is checked against its schema before it leaves: the gateway never answers a shape the app does not know.
 */
export function useSchemaCompilers(app: FastifyInstance, ajv: Ajv = createAjv()): void {
  app.setValidatorCompiler(({ schema }) => ajv.compile(schema as AnySchema));
  app.setSerializerCompiler(({ schema, url, httpStatus }) => {
    const validate = ajv.compile(schema as AnySchema);
    return (data) => {
      if (!validate(data)) {
        throw new ResponseShapeError(`Response ${httpStatus} of ${url} does not match its schema: ${ajv.errorsText(validate.errors)}`);
      }
      return JSON.stringify(data);
    };
  });
}

/** The response schemas of a route whose answer is not JSON (text, a PDF, a 204): its errors' shape only. */
export const errorReplies = { response: { '4xx': errorResponseSchema, '5xx': errorResponseSchema } } as const;

/** A route's response schemas: its answer, and the `{status, message}` shape of spec §8 for every error. */
export function replies(schema: object) {
  return { response: { 200: schema, ...errorReplies.response } };
}
