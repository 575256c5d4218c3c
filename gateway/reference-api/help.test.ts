import { fileURLToPath } from 'node:url';
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../testing/gateway-harness';
import { fixtureManifest } from '../testing/fixture-repo';

const fifthRoot = fileURLToPath(new URL('../../test/fixtures/fifth-brand', import.meta.url));

let h: Harness;
beforeEach(async () => {
  h = await createHarness({ extraBrandRoots: [fifthRoot] });
  // The fifth brand extends base: the throw-away repo gets the real one.
  await h.repo.write('brands/base.json', JSON.parse(readFileSync(new URL('../../brands/base.json', import.meta.url), 'utf8')));
});
afterEach(() => h.close());

describe('GET /api/message/calendar/domain/{domainId}', () => {
  it.each([1, 2, 5, 6])('answers domain %i a holiday table of this year and next, signed out', async (domainId) => {
    const response = await h.get(`/api/message/calendar/domain/${domainId}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-security-policy']).toBe("sandbox; default-src 'none'");
    expect(response.body).toContain('<caption>2025 holidays</caption>');
    expect(response.body).toContain('<caption>2026 holidays</caption>');
    expect(response.body).toMatch(/<td>Thanksgiving Day<\/td><td><time datetime="2025-11-27">Thursday, November 27, 2025<\/time><\/td>/);
    expect(response.body).not.toMatch(/<script|\son\w+=|javascript:/i);
  });

  it('observes a weekend holiday on the nearest weekday and differs by brand', async () => {
    const main = (await h.get('/api/message/calendar/domain/1')).body;
    // 4 July 2026 is a Saturday: observed Friday 3 July.
    expect(main).toContain('<time datetime="2026-07-03">Friday, July 3, 2026</time>');
    expect(main).toContain('Martin Luther King Jr. Day');
    const regional = (await h.get('/api/message/calendar/domain/2')).body;
    expect(regional).toContain('7 a.m. to 8 p.m. PT every day');
    expect(regional).not.toContain('Martin Luther King Jr. Day');
    expect((await h.get('/api/message/calendar/domain/5')).body).toContain('Presidents&#39; Day');
    expect((await h.get('/api/message/calendar/domain/6')).body).toContain('<td>Christmas Eve</td><td><time datetime="2025-12-24">Wednesday, December 24, 2025</time></td><td>Closes at noon</td>');
  });

  it("serves the fifth test brand's fixture file as it is: the unsafe calendar the browser test sanitises", async () => {
    const response = await h.get('/api/message/calendar/domain/7');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<script>');
    expect(response.body).toContain('onerror=');
    expect(response.body).toContain('href="javascript:');
    expect(response.headers['content-security-policy']).toBe("sandbox; default-src 'none'");
  });

  it('answers 404 for a domain no brand has, and 400 for a domain that is not a number', async () => {
    expect((await h.get('/api/message/calendar/domain/99')).statusCode).toBe(404);
    expect((await h.get('/api/message/calendar/domain/abc')).statusCode).toBe(400);
    expect((await h.get('/api/message/calendar/domain/0')).statusCode).toBe(400);
  });
});

describe('GET /api/message/calendar', () => {
  it("answers the calendar of the request's host", async () => {
    const hospital = await h.get('/api/message/calendar', undefined, 'hospital.localhost:4173');
    expect(hospital.body).toContain('Closes at noon');
    expect((await h.get('/api/message/calendar', undefined, 'unknown.example')).body).toBe((await h.get('/api/message/calendar/domain/1')).body);
  });
});

describe('GET /api/config/chat', () => {
  it("answers the brand's chat set-up with the queue of the member's kind of plan", async () => {
    const direct = await h.get('/api/config/chat', await h.login('subscriber'));
    expect(direct.json()).toEqual({
      host: '/chat/stand-in', bus: 'summit-member', poc: 'member-services', displayChat: true, mappedGroupId: 'individual-plans',
    });
    expect(((await h.get('/api/config/chat', await h.login('local598'))).json() as { mappedGroupId: string }).mappedGroupId).toBe('employer-plans');
    expect((await h.get('/api/config/chat', await h.login('medicare'))).json()).toMatchObject({ displayChat: false, mappedGroupId: 'medicare-advantage' });
    expect((await h.get('/api/config/chat', await h.login('hospital'))).json()).toMatchObject({ displayChat: true, mappedGroupId: null });
  });

  it('answers null where the brand configures no chat, and 401 without a session', async () => {
    const partner = await h.get('/api/config/chat', await h.login('partnerdep'));
    expect(partner.statusCode).toBe(200);
    expect(partner.json()).toBeNull();
    expect((await h.get('/api/config/chat')).statusCode).toBe(401);
  });
});

describe('GET /api/config/accreditation', () => {
  it("answers the brand's footer seal and its text, signed out", async () => {
    const main = { id: 'main', name: 'Summit Health', domainId: 1, hosts: ['main.localhost', 'localhost'], background: '#ffffff' };
    const footer = { siteMap: [], copyright: ['footer.copyright'], policyLinks: [] };
    const accreditation = { image: '/brand-assets/main-accreditation-seal.svg', text: 'footer.accreditation.text' };
    await h.repo.write('brands/main.json', { ...fixtureManifest(main), footer: { ...footer, accreditation } });
    await h.repo.write('content/en/footer.json', { copyright: 'Summit', accreditation: { text: 'Summit Health is accredited for quality.' } });
    const answer = await h.get('/api/config/accreditation');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ logo: '/brand-assets/main-accreditation-seal.svg', description: 'Summit Health is accredited for quality.' });
  });

  it('answers null for a brand without one', async () => {
    const partner = await h.get('/api/config/accreditation', undefined, 'partner.localhost:4173');
    expect(partner.statusCode).toBe(200);
    expect(partner.json()).toBeNull();
  });
});

describe('GET /api/config/contact-email and config/customer-service-message (spec §7 configured paths)', () => {
  it("answer the brand of the site's host, signed out", async () => {
    expect((await h.get('/api/config/contact-email')).json()).toEqual({ email: 'memberservices@summithealth.example' });
    const regional = await h.get('/api/config/customer-service-message', undefined, 'regional.localhost:4173');
    expect(regional.statusCode).toBe(200);
    expect(regional.json()).toEqual({ message: 'From October 1 to March 31 customer service answers 7 a.m. to 8 p.m. PT, seven days a week.' });
  });

  it('answer null where the brand has none', async () => {
    expect((await h.get('/api/config/contact-email', undefined, 'partner.localhost:4173')).json()).toBeNull();
    expect((await h.get('/api/config/customer-service-message', undefined, 'hospital.localhost:4173')).json()).toBeNull();
  });

  it('take nothing from the request but its host: a hostile query or host is no 500, another method is refused', async () => {
    for (const path of ['/api/config/contact-email', '/api/config/customer-service-message']) {
      expect((await h.get(`${path}?brand=%00..%2Fregional`)).json()).toEqual((await h.get(path)).json());
      const unknownHost = await h.get(path, undefined, `${'x'.repeat(300)}.example:1`);
      expect(unknownHost.statusCode).toBeLessThan(500);
      const post = await h.app.inject({ method: 'POST', url: path, payload: { email: 'x' } });
      expect(post.statusCode).toBeGreaterThanOrEqual(400);
      expect(post.statusCode).toBeLessThan(500);
    }
  });
});

describe('GET /chat/stand-in (the demo brands\' chat host)', () => {
  it('answers a page only this site may frame, with the queue, the values escaped', async () => {
    const page = await h.get('/chat/stand-in?bus=summit-member&poc=member-services&group=%3Cb%3E');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.body).toContain('Queue: member-services, group &#60;b&#62;.');
    expect((await h.get('/chat/stand-in?bus=summit-member')).statusCode).toBe(400);
  });
});
