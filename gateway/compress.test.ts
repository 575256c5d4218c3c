import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodeFor } from './compress';

const page = '<!doctype html>' + '<p>Welcome</p>'.repeat(200);

describe('encodeFor', () => {
  it('prefers brotli, and the body decodes to the page', () => {
    const encoded = encodeFor('gzip, deflate, br', page);
    expect(encoded.encoding).toBe('br');
    expect(brotliDecompressSync(encoded.body).toString('utf8')).toBe(page);
    expect(encoded.body.length).toBeLessThan(page.length / 5);
  });
  it('falls back to gzip, then to the page as it is', () => {
    const gzip = encodeFor('gzip', page);
    expect(gzip.encoding).toBe('gzip');
    expect(gunzipSync(gzip.body).toString('utf8')).toBe(page);
    expect(encodeFor(undefined, page)).toEqual({ encoding: null, body: Buffer.from(page) });
    expect(encodeFor('identity', page).encoding).toBeNull();
  });
});
