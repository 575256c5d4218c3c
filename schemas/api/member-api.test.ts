import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { failureHandlings } from './endpoint';
import { endpointsOf, memberApi, memberApiAreas } from './member-api';
import { openApiDocument } from './openapi';

describe('the member API declarations', () => {
  it('list every module of endpoints/ as an area', () => {
    const files = readdirSync(new URL('./endpoints/', import.meta.url)).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
    expect(files.map((f) => f.replace(/\.ts$/, '')).sort()).toEqual(Object.keys(memberApiAreas).sort());
  });

  it('name each call once across the areas', () => {
    const names = Object.values(memberApiAreas).flatMap((area) => Object.keys(area));
    expect(names.length).toBe(new Set(names).size);
    expect(Object.keys(memberApi)).toHaveLength(names.length);
  });

  it.each(Object.entries(memberApi))('%s is whole', (_name, e) => {
    expect(e.path).toMatch(/^\/[A-Za-z0-9/{}_-]+$/);
    expect(failureHandlings).toContain(e.failure);
    const answer = e.answer ?? 'json';
    expect(answer === 'pdf' || answer === 'none' ? e.response : typeof e.response).toBe(answer === 'pdf' || answer === 'none' ? undefined : 'object');
    for (const name of [...e.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1])) {
      expect((e.params as { properties?: object } | undefined)?.properties, `${e.path} declares {${name}}`).toHaveProperty(name!);
    }
    if (e.inline) expect(e.method).toBe('GET');
  });

  it('find a request’s declaration: a static path before a template, the Accept twins together', () => {
    expect(endpointsOf('GET', '/claims/metadata').map(([name]) => name)).toEqual(['getClaimsMetadata']);
    expect(endpointsOf('GET', '/claims/medical?page=0').map(([name]) => name)).toEqual(['getClaims']);
    expect(endpointsOf('GET', '/claims/medical/M1').map(([name]) => name)).toEqual(['getClaim']);
    expect(endpointsOf('GET', '/idCard/view').map(([name]) => name).sort()).toEqual(['getIdCardPdf', 'getIdCards']);
    expect(endpointsOf('POST', '/claims/medical')).toEqual([]);
  });
});

describe('the OpenAPI document', () => {
  const doc = openApiDocument(memberApi, '1.0.0') as { openapi: string; paths: Record<string, Record<string, { operationId: string; responses: Record<string, unknown> }>> };

  it('is OpenAPI 3.1 with one operation per method and path, every call in it', () => {
    expect(doc.openapi).toBe('3.1.0');
    const operations = Object.values(doc.paths).flatMap((methods) => Object.values(methods));
    const named = operations.flatMap((op) => [op.operationId, ...(((op as Record<string, unknown>)['x-also'] as string[]) ?? [])]);
    expect(named.sort()).toEqual(Object.keys(memberApi).sort());
  });

  it('describes a call’s parameters, body, answer and failures', () => {
    const getClaims = doc.paths['/claims/{type}']!.get as unknown as { parameters: { name: string; in: string; required: boolean }[]; responses: Record<string, unknown> };
    expect(getClaims.parameters).toContainEqual(expect.objectContaining({ name: 'type', in: 'path', required: true }));
    expect(getClaims.parameters).toContainEqual(expect.objectContaining({ name: 'startDate', in: 'query', required: true }));
    expect(getClaims.parameters).toContainEqual(expect.objectContaining({ name: 'page', in: 'query', required: false }));
    expect(Object.keys(getClaims.responses)).toEqual(['200', '4XX', '5XX']);
    const view = doc.paths['/idCard/view']!.get as unknown as { responses: { 200: { content: object } } };
    expect(Object.keys(view.responses[200].content).sort()).toEqual(['application/json', 'application/pdf']);
    expect(Object.keys(doc.paths['/token']!.delete!.responses)).toContain('204');
    expect((doc.paths['/token']!.post as unknown as { requestBody: object; security: unknown[] }).security).toEqual([]);
  });
});
