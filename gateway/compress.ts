import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export interface Encoded {
  encoding: 'br' | 'gzip' | null;
  body: Buffer;
}

/**
 * Compresses a response written per request (the HTML with the brand inlined) for a browser that accepts it:
 * brotli at a quality fast enough to run on every request, else gzip, else as it is.
 */
export function encodeFor(acceptEncoding: string | undefined, text: string): Encoded {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  const body = Buffer.from(text, 'utf8');
  if (/\bbr\b/.test(accepted)) {
    return { encoding: 'br', body: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) };
  }
  if (/\bgzip\b/.test(accepted)) return { encoding: 'gzip', body: gzipSync(body, { level: 6 }) };
  return { encoding: null, body };
}
