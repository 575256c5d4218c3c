import { describe, expect, it } from 'vitest';
import { freePort, gatewayEnv } from './gateway';

describe('gatewayEnv', () => {
  it('gives the gateway its port, its build and a content store in memory, never a shared Postgres', () => {
    const env = gatewayEnv({ PATH: '/bin', DATABASE_URL: 'postgres://db/content', CONTENT_DB_DIR: '.data/content-db', PORT: '4173' }, 40123, '/tmp/dist');
    expect(env).toEqual({ PATH: '/bin', PORT: '40123', DIST_DIR: '/tmp/dist', CONTENT_DB_DIR: 'memory://' });
  });
});

describe('freePort', () => {
  it('finds a port of the ephemeral range', async () => {
    expect(await freePort()).toBeGreaterThan(1024);
  });
});
