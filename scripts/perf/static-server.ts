// A tiny static server for a Vite build (the bare app's, for scripts/lighthouse.ts), serving it the way the gateway
// serves the app (gateway/routes/pages.ts): /assets/* with their precompressed .br/.gz (scripts/vite/precompress.ts)
// and a year's immutable cache, other files as they are (404 when missing, favicon.ico too), and any other path
// the SPA's index.html (no-store, compressed per request).
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { encodeFor } from '../../gateway/compress';

export interface StaticServer {
  port: number;
  /** `http://<host>:<port><path>`. */
  url(host: string, path: string): string;
  stop(): Promise<void>;
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
};

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/** The encodings the request accepts, best first, as (header value, file suffix). */
function encodings(request: IncomingMessage): [string, string][] {
  const accepted = String(request.headers['accept-encoding'] ?? '').toLowerCase();
  return [
    ...(/\bbr\b/.test(accepted) ? [['br', '.br'] as [string, string]] : []),
    ...(/\bgzip\b/.test(accepted) ? [['gzip', '.gz'] as [string, string]] : []),
  ];
}

async function sendFile(request: IncomingMessage, response: ServerResponse, file: string, cacheControl: string) {
  let body = file;
  let encoding: string | null = null;
  for (const [name, suffix] of encodings(request)) {
    if (await isFile(file + suffix)) {
      body = file + suffix;
      encoding = name;
      break;
    }
  }
  response.writeHead(200, {
    'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
    'content-length': (await stat(body)).size,
    'cache-control': cacheControl,
    vary: 'accept-encoding',
    ...(encoding ? { 'content-encoding': encoding } : {}),
  });
  if (request.method === 'HEAD') return void response.end();
  createReadStream(body).pipe(response);
}

async function handle(root: string, request: IncomingMessage, response: ServerResponse): Promise<void> {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405, { allow: 'GET, HEAD' }).end();
    return;
  }
  const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
  const file = path.resolve(root, `.${pathname}`);
  const inside = file.startsWith(root + path.sep);
  if (pathname.startsWith('/assets/')) {
    if (inside && (await isFile(file))) return sendFile(request, response, file, 'public, max-age=31536000, immutable');
    response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found.');
    return;
  }
  // A path with an extension is a file (favicon.ico, robots.txt), there or not, as in the gateway; any other path
  // is a page of the app: the SPA fallback.
  if (path.extname(pathname) !== '' && pathname !== '/index.html') {
    if (inside && (await isFile(file))) return sendFile(request, response, file, 'no-cache');
    response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found.');
    return;
  }
  const html = await readFile(path.join(root, 'index.html'), 'utf8');
  const { encoding, body } = encodeFor(request.headers['accept-encoding'], html);
  response.writeHead(200, {
    'content-type': 'text/html; charset=utf-8',
    'content-length': body.length,
    'cache-control': 'no-store',
    vary: 'accept-encoding',
    ...(encoding ? { 'content-encoding': encoding } : {}),
  });
  response.end(request.method === 'HEAD' ? undefined : body);
}

/** Serves `root` (a build folder with index.html) on 127.0.0.1, on `port` or any free one. */
export async function serveStatic(root: string, port = 0): Promise<StaticServer> {
  const dir = path.resolve(root);
  if (!(await isFile(path.join(dir, 'index.html')))) throw new Error(`${dir}/index.html not found: build it first.`);
  const server = createServer((request, response) => {
    handle(dir, request, response).catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      response.end(String(error));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  const actual = address && typeof address === 'object' ? address.port : port;
  return {
    port: actual,
    url: (host, pathname) => `http://${host}:${actual}${pathname}`,
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
