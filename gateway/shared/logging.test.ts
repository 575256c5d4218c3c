import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { useErrorShape } from './http-policy';
import { CENSOR, GatewayLogController, loggerOptions, REDACT_PATHS, reportToLog } from './logging';

function loggedApp() {
  const lines: string[] = [];
  const app = Fastify({ logger: loggerOptions({ stream: { write: (line) => lines.push(line) } }), logController: new GatewayLogController() });
  useErrorShape(app, reportToLog);
  const records = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  return { app, lines, records };
}

describe('the request log (Fastify logger, JSON lines)', () => {
  it('is one line a request: method, route pattern, status, response time; never the query, a header or the body', async () => {
    const { app, lines, records } = loggedApp();
    app.post('/api/claims/:claimType', async () => ({ ok: true }));
    await app.inject({
      method: 'POST',
      url: '/api/claims/medical?memberKey=700101&token=eyJhbGciOi.secret',
      headers: { authorization: 'Bearer eyJhbGciOi.secret', cookie: 'md_session=cookie-value' },
      payload: { username: 'subscriber', password: 'Dashboard1!' },
    });
    expect(records()).toEqual([
      expect.objectContaining({ level: 30, msg: 'request completed', method: 'POST', route: '/api/claims/:claimType', status: 200, responseTime: expect.any(Number), reqId: expect.any(String) }),
    ]);
    const log = lines.join('');
    for (const secret of ['700101', 'eyJhbGciOi', 'cookie-value', 'subscriber', 'Dashboard1!', 'medical']) expect(log).not.toContain(secret);
    await app.close();
  });

  it('names an unmatched request by its path, without the query', async () => {
    const { app, records } = loggedApp();
    await app.inject({ url: '/claims/medical/123?token=abc' });
    expect(records()[0]).toMatchObject({ route: '/claims/medical/123', status: 404 });
    await app.close();
  });

  it('logs a failure with its stack, and the browser gets no internals', async () => {
    const { app, records } = loggedApp();
    app.get('/boom', async () => {
      throw new Error('database exploded');
    });
    const response = await app.inject({ url: '/boom?ssn=123-45-6789' });
    expect(response.json()).toEqual({ status: 500, message: 'The gateway could not complete the request.' });
    const failure = records().find((r) => r.msg === 'request failed');
    expect(failure).toMatchObject({ level: 50, route: '/boom', err: { message: 'database exploded', stack: expect.stringContaining('logging.test.ts') } });
    expect(JSON.stringify(records())).not.toContain('123-45-6789');
    await app.close();
  });
});

describe('redaction, for whatever a later change logs beside a request', () => {
  it('censors credentials and member personal data by key, at the top and two levels down, in arrays too', async () => {
    const { app, records } = loggedApp();
    app.log.info(
      {
        password: 'pw-top',
        request: { headers: { authorization: 'Bearer t', cookie: 'c=1', 'set-cookie': 's=1', host: 'main.localhost' } },
        body: { newPassword: 'pw-new', currentPassword: 'pw-old', code: '123456', answers: [{ answer: 'Fido' }], domainId: 1 },
        member: { firstName: 'Dana', lastName: 'Rivera', dateOfBirth: '1980-04-02', memberKey: '700101', emailAddress: 'dana@example.com' },
        members: [{ firstName: 'Alex' }],
      },
      'something',
    );
    const [record] = records();
    expect(record).toMatchObject({
      password: CENSOR,
      request: { headers: { authorization: CENSOR, cookie: CENSOR, 'set-cookie': CENSOR, host: 'main.localhost' } },
      body: { newPassword: CENSOR, currentPassword: CENSOR, code: CENSOR, answers: CENSOR, domainId: 1 },
      member: { firstName: CENSOR, lastName: CENSOR, dateOfBirth: CENSOR, memberKey: CENSOR, emailAddress: CENSOR },
      members: [{ firstName: CENSOR }],
    });
    await app.close();
  });

  it('logs a request or a reply handed to the logger as method and route, status: never its URL, headers or body', async () => {
    const { app, records } = loggedApp();
    app.log.warn({ req: { method: 'GET', url: '/api/eobs/pdf?docId=42&token=abc', headers: { authorization: 'Bearer t' }, body: {} }, res: { statusCode: 502, headers: {} } }, 'odd');
    expect(records()[0]).toMatchObject({ req: { method: 'GET', route: '/api/eobs/pdf' }, res: { status: 502 } });
    expect(Object.keys(records()[0]?.req as object)).toEqual(['method', 'route']);
    await app.close();
  });

  it('has valid paths (pino refuses a bad one when the logger is made)', () => {
    expect(REDACT_PATHS).toContain('*.*["set-cookie"]');
    expect(() => Fastify({ logger: loggerOptions({ stream: { write: () => undefined } }) })).not.toThrow();
  });
});
