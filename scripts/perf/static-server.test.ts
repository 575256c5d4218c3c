import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveStatic, type StaticServer } from './static-server';

let parent: string;
let dir: string;
let server: StaticServer;
const html = '<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/index-a.js"></script></body></html>';

beforeAll(async () => {
  parent = mkdtempSync(path.join(tmpdir(), 'static-server-'));
  dir = path.join(parent, 'build');
  mkdirSync(path.join(dir, 'assets'), { recursive: true });
  writeFileSync(path.join(parent, 'outside.txt'), 'not part of the build');
  writeFileSync(path.join(dir, 'index.html'), html);
  writeFileSync(path.join(dir, 'assets/index-a.js'), 'console.log("a");');
  writeFileSync(path.join(dir, 'assets/index-a.js.br'), brotliCompressSync('console.log("a");'));
  writeFileSync(path.join(dir, 'assets/small-b.js'), 'b();');
  writeFileSync(path.join(dir, 'secret.txt'), 'outside assets');
  server = await serveStatic(dir);
});

afterAll(async () => {
  await server.stop();
  rmSync(parent, { recursive: true, force: true });
});

// Node's fetch decodes brotli and gzip itself; the headers say what was sent.
const get = (pathname: string, acceptEncoding = 'identity') =>
  fetch(`http://127.0.0.1:${server.port}${pathname}`, { headers: { 'accept-encoding': acceptEncoding } });

/** The status of a GET whose path is sent exactly as written. */
const rawGet = (rawPath: string) =>
  new Promise<number>((resolve, reject) => {
    const request = httpGet({ host: '127.0.0.1', port: server.port, path: rawPath }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on('error', reject);
  });

describe('the static server of the bare app', () => {
  it('sends the precompressed asset to a browser that accepts it, cached for a year', async () => {
    const response = await get('/assets/index-a.js', 'gzip, deflate, br');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toBe('console.log("a");');
  });

  it('sends an asset as it is without a precompressed file or an accepted encoding', async () => {
    const small = await get('/assets/small-b.js', 'gzip, br');
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(await small.text()).toBe('b();');
    const plain = await get('/assets/index-a.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
  });

  it('answers the app for any page path (SPA fallback), compressed and never cached', async () => {
    for (const pathname of ['/login', '/', '/deep/link?x=1']) {
      const response = await get(pathname, 'gzip');
      expect(response.status, pathname).toBe(200);
      expect(response.headers.get('content-encoding')).toBe('gzip');
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.text()).toBe(html);
    }
  });

  it('answers 404 for a missing asset or file, and never serves outside the build', async () => {
    expect((await get('/assets/nope.js')).status).toBe(404);
    expect((await get('/favicon.ico')).status).toBe(404);
    // fetch would resolve the dots itself: sent as they are, they never leave the build folder.
    expect(await rawGet('/assets/../../outside.txt')).toBe(404);
    expect(await rawGet('/assets/%2e%2e/%2e%2e/outside.txt')).toBe(404);
    expect(await rawGet('/../outside.txt')).toBe(404);
    expect((await get('/secret.txt')).status).toBe(200);
  });

  it('refuses other methods', async () => {
    const response = await fetch(`http://127.0.0.1:${server.port}/login`, { method: 'POST' });
    expect(response.status).toBe(405);
  });
});
