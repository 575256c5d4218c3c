import type { FastifyInstance } from 'fastify';

/*
 * SIGTERM (an orchestrator, a deploy) or SIGINT (Ctrl-C): stop accepting connections, let the requests in flight
 * finish (Fastify's close: idle keep-alive connections are closed, requests arriving meanwhile get 503), then close
 * the content store and exit 0. Past `timeoutMs` the process exits 1 with a log line; a second signal exits 1 at once.
 */
export function drainOnSignals(
  app: FastifyInstance,
  deps: { closeStore: () => Promise<void>; timeoutMs: number; exit?: (code: number) => void },
): void {
  const exit = deps.exit ?? ((code: number) => process.exit(code));
  let closing = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (closing) {
      app.log.warn({ signal }, 'second signal: exiting without waiting for the requests in flight');
      exit(1);
      return;
    }
    closing = true;
    app.log.info({ signal, timeoutMs: deps.timeoutMs }, 'shutting down: no new connections; finishing the requests in flight');
    const timer = setTimeout(() => {
      app.log.error({ timeoutMs: deps.timeoutMs }, 'shutdown timed out: requests still in flight after the timeout (GATEWAY_SHUTDOWN_TIMEOUT_MS); exiting');
      exit(1);
    }, deps.timeoutMs);
    app
      .close()
      .then(() => deps.closeStore())
      .then(
        () => {
          clearTimeout(timer);
          app.log.info('shut down: every request answered, the store closed');
          exit(0);
        },
        (error: unknown) => {
          clearTimeout(timer);
          app.log.error({ err: error }, 'shutdown failed');
          exit(1);
        },
      );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
