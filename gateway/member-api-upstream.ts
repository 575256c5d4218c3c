import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { FastifyInstance } from 'fastify';

/*
 * How the server reaches the member API: over HTTP to MEMBER_API_URL (the reference API served alone, or an
 * insurer's own), or, embedded (`npm start`'s default), to the reference API's app in this process without a
 * socket. Either way the server sends and reads only what the contract says (member-api-proxy.ts).
 */

export interface UpstreamRequest {
  method: string;
  /** The path and query below the upstream's origin, e.g. /api/claims?page=2. */
  url: string;
  headers: Record<string, string>;
  body?: string;
}

export interface UpstreamAnswer {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: Buffer;
}

/** An answer's body read as JSON, or undefined when it is not JSON. */
export function jsonOf(answer: UpstreamAnswer): unknown {
  try {
    return JSON.parse(answer.body.toString('utf8'));
  } catch {
    return undefined;
  }
}

export interface MemberApiUpstream {
  send(request: UpstreamRequest): Promise<UpstreamAnswer>;
}

/** The member API at an origin, over HTTP(S); no answer within `timeoutMs` is an error. */
export function httpUpstream(origin: string, timeoutMs: number): MemberApiUpstream {
  const upstream = new URL(origin);
  const send = upstream.protocol === 'https:' ? httpsRequest : httpRequest;
  return {
    send: (request) =>
      new Promise((resolve, reject) => {
        const headers = { ...request.headers };
        if (request.body !== undefined) headers['content-length'] = String(Buffer.byteLength(request.body));
        const outgoing = send(
          { protocol: upstream.protocol, hostname: upstream.hostname, port: upstream.port, method: request.method, path: request.url, headers, timeout: timeoutMs },
          (incoming) => {
            const chunks: Buffer[] = [];
            incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
            incoming.on('end', () => resolve({ status: incoming.statusCode ?? 502, headers: incoming.headers, body: Buffer.concat(chunks) }));
            incoming.on('error', reject);
          },
        );
        outgoing.on('timeout', () => outgoing.destroy(new Error(`no answer within ${timeoutMs} ms`)));
        outgoing.on('error', reject);
        outgoing.end(request.body);
      }),
  };
}

/** The reference API's app in this process (embedded): asked with Fastify's inject, the same routes and checks. */
export function inProcessUpstream(app: FastifyInstance): MemberApiUpstream {
  return {
    async send(request) {
      const answer = await app.inject({ method: request.method as 'GET', url: request.url, headers: request.headers, ...(request.body === undefined ? {} : { payload: request.body }) });
      return { status: answer.statusCode, headers: answer.headers, body: answer.rawPayload };
    },
  };
}
