import Fastify, { type FastifyInstance } from 'fastify';
import { useErrorShape, useSecurityHeaders } from './http-policy';
import { GatewayLogController, loggerOptions, reportToLog, type GatewayLog } from './logging';
import { useSchemaCompilers } from './validation';

/**
 * A Fastify app as the gateway and the reference API both run one: their logger (or none), the schema compilers
 * (requests checked as written, answers against their schemas), the `{status, message}` error shape and the
 * security headers. Fastify's close defaults stay, which gateway/shared/shutdown.ts relies on: idle keep-alive connections
 * close, requests in flight finish, requests arriving meanwhile are answered 503.
 */
export function createFastifyApp(options: { log?: GatewayLog | undefined; trustProxy?: false | string[] | undefined }): FastifyInstance {
  const app = Fastify({
    logger: options.log ? loggerOptions(options.log) : false,
    // One line a request, without its query string (gateway/shared/logging.ts).
    logController: new GatewayLogController(),
    trustProxy: options.trustProxy ?? false,
    forceCloseConnections: 'idle',
    return503OnClosing: true,
  });
  app.decorateRequest('session', null);
  useSchemaCompilers(app);
  useErrorShape(app, options.log ? reportToLog : undefined);
  useSecurityHeaders(app);
  return app;
}
