import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { groupsResponseSchema } from '../schemas/api/groups';
import { useErrorShape, useRequestLog } from './http-policy';
import { useSchemaCompilers } from './validation';

describe('response schemas', () => {
  it('turn an answer of the wrong shape into a 500, never a wrong body', async () => {
    const app = Fastify({ logger: false });
    useSchemaCompilers(app);
    useErrorShape(app);
    app.get('/wrong', { schema: { response: { 200: groupsResponseSchema } } }, async () => [{ groupId: 1 }]);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await app.inject({ url: '/wrong' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ status: 500, message: 'The gateway could not complete the request.' });
    expect(errors).toHaveBeenCalled();
    errors.mockRestore();
    await app.close();
  });
});

describe('request log', () => {
  it('prints method, path and status only: no query, header or body', async () => {
    const app = Fastify({ logger: false });
    const lines: string[] = [];
    useRequestLog(app, (line) => lines.push(line));
    app.post('/api/token', async () => ({ ok: true }));
    await app.inject({
      method: 'POST', url: '/api/token?username=dana', headers: { authorization: 'Bearer secret-token' },
      payload: { username: 'subscriber', password: 'Dashboard1!' },
    });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^POST \/api\/token 200 \d+ms$/);
    await app.close();
  });
});
