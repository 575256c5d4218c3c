import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { pathOf } from './faults';

/*
 * What the gateway logs: Fastify's own logger (pino), one JSON object a line. Each request is one line (method, the
 * route it matched, status, response time) and never its query string, headers or body: queries carry member keys
 * and other members' data, headers the bearer token and the cookies. Errors carry their stack. Redaction is the second
 * line of defence, for whatever a later change logs beside a request: credentials and member personal data by key.
 */

/** Where the log goes (stdout by default) and from which level; see buildGateway's `log` option. */
export interface GatewayLog {
  level?: string;
  stream?: { write(line: string): void };
}

/** Keys whose values never reach a log line, wherever they sit (up to three levels deep, inside arrays too). */
export const REDACTED_KEYS = [
  // Credentials.
  'authorization',
  'cookie',
  'set-cookie',
  'password',
  'currentPassword',
  'newPassword',
  'token',
  'accessToken',
  'answer',
  'answers',
  'securityAnswers',
  // Member personal data (spec §5 identity, accounts, addresses).
  'username',
  'firstName',
  'lastName',
  'dateOfBirth',
  'birthDate',
  'email',
  'emailAddress',
  'addressLine1',
  'addressLine2',
  'phoneNumber',
  'zipCode',
  'memberKey',
  'subscriberKey',
  'subscriberId',
  'ssn',
] as const;

const bracket = (key: string) => (/^[A-Za-z_$][\w$]*$/.test(key) ? `.${key}` : `["${key}"]`);

/** pino redact paths: each key at the top, one and two levels down; the reset code of a body by its place. */
export const REDACT_PATHS: string[] = [
  ...REDACTED_KEYS.flatMap((key) => {
    const at = bracket(key);
    return [at.startsWith('.') ? key : at, `*${at}`, `*.*${at}`];
  }),
  'body.code',
  'req.body.code',
];

export const CENSOR = '[redacted]';

/** The route a request matched (its pattern: /api/claims/:claimType), else its path without the query. */
export function routeOf(request: Pick<FastifyRequest, 'url'> & { routeOptions?: { url?: string | undefined } }): string {
  return request.routeOptions?.url ?? pathOf(typeof request.url === 'string' ? request.url : '').slice(0, 200);
}

/** Fastify's `logger` option for a gateway that logs. */
export function loggerOptions(log: GatewayLog): NonNullable<FastifyServerOptions['logger']> {
  return {
    level: log.level ?? 'info',
    ...(log.stream ? { stream: log.stream } : {}),
    redact: { paths: REDACT_PATHS, censor: CENSOR },
    // Whatever logs a request or a reply (Fastify on a client error, a handler's `{ req }`) logs only these.
    serializers: {
      req: (request: FastifyRequest) => ({ method: request.method, route: routeOf(request) }),
      res: (reply: { statusCode: number }) => ({ status: reply.statusCode }),
    },
  };
}

/**
 * Fastify's request lines, as the gateway wants them: one line a request when it has been answered (not two, and no
 * "incoming request" line with the raw URL), and no "route not found" line with the raw URL. Fastify's other lines
 * (a failed stream, a failed serializer, 503s while closing) are kept; they log a request through the serializer above.
 */
export class GatewayLogController extends LogController {
  override incomingRequest(): void {}

  override routeNotFound(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = { method: request.method, route: routeOf(request), status: reply.statusCode, responseTime: Math.round(reply.elapsedTime * 10) / 10 };
    if (error) request.log.error({ ...line, err: error }, 'request errored');
    else request.log.info(line, 'request completed');
  }
}

/** useErrorShape's report for a gateway that logs: the error with its stack, the request by its route. */
export function reportToLog(request: FastifyRequest, error: unknown): void {
  request.log.error({ err: error, method: request.method, route: routeOf(request) }, 'request failed');
}
