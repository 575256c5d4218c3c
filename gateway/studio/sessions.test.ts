import { describe, expect, it } from 'vitest';
import { demoStudioAccounts as studioAccounts } from './accounts';
import { createStudioSessions, isSameOrigin, STUDIO_COOKIE, STUDIO_SESSION_SECONDS, type StudioSession } from './sessions';

const request = (origin: string | undefined, protocol: 'http' | 'https', host = 'main.localhost:4173') => ({
  headers: origin === undefined ? {} : { origin },
  host,
  protocol,
});

describe('isSameOrigin', () => {
  it('compares the whole origin: scheme and host', () => {
    expect(isSameOrigin(request('http://main.localhost:4173', 'http'))).toBe(true);
    expect(isSameOrigin(request('https://main.localhost:4173', 'http'))).toBe(false);
    expect(isSameOrigin(request('https://main.localhost:4173', 'https'))).toBe(true);
    expect(isSameOrigin(request('http://main.localhost:4173', 'https'))).toBe(false);
  });

  it('refuses another host or port, no Origin, an opaque one, and other schemes', () => {
    expect(isSameOrigin(request('http://partner.localhost:4173', 'http'))).toBe(false);
    expect(isSameOrigin(request('http://main.localhost:4174', 'http'))).toBe(false);
    expect(isSameOrigin(request(undefined, 'http'))).toBe(false);
    expect(isSameOrigin(request('null', 'http'))).toBe(false);
    expect(isSameOrigin(request('ftp://main.localhost:4173', 'http'))).toBe(false);
  });
});

describe('studio sessions', () => {
  const account = studioAccounts.get('viewer')!;

  it("tells a live session's preview binding by its cookie: random, not the session's id", () => {
    const sessions = createStudioSessions(() => new Date(0));
    const session = sessions.start(account);
    expect(session.previewBinding).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(session.previewBinding).not.toBe(session.id);
    expect(sessions.previewBindingOf(`a=1; ${STUDIO_COOKIE}=${session.id}`)).toBe(session.previewBinding);
    expect(sessions.previewBindingOf(`${STUDIO_COOKIE}=nope`)).toBeNull();
    expect(sessions.previewBindingOf('')).toBeNull();
  });

  it('says when a session ends, by sign-out or by expiry, and then knows no binding of it', () => {
    const clock = { now: 0 };
    const ended: StudioSession[] = [];
    const sessions = createStudioSessions(() => new Date(clock.now), (session) => ended.push(session));
    const out = sessions.start(account);
    sessions.end(out.id);
    expect(ended).toEqual([out]);
    const expiring = sessions.start(account);
    clock.now = STUDIO_SESSION_SECONDS * 1000;
    expect(sessions.previewBindingOf(`${STUDIO_COOKIE}=${expiring.id}`)).toBeNull();
    expect(ended).toEqual([out, expiring]);
  });
});
