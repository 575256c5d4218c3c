import { describe, expect, it } from 'vitest';
import { pinnedClock, readPreviewBoot } from './preview-boot';
import { createCookieJar, installPreviewStorage } from './preview-storage';

function docWith(json: string): Document {
  const doc = document.implementation.createHTMLDocument('frame');
  const script = doc.createElement('script');
  script.type = 'application/json';
  script.id = 'studio-preview';
  script.textContent = json;
  doc.body.append(script);
  return doc;
}

describe('readPreviewBoot', () => {
  it('reads the token, date and route the gateway inlined', () => {
    expect(readPreviewBoot(docWith('{"token":"a.b.c","persona":"subscriber","today":"2025-03-31","route":"/home"}'))).toEqual({ token: 'a.b.c', persona: 'subscriber', today: '2025-03-31', route: '/home', mode: 'app', widget: '' });
    expect(readPreviewBoot(docWith('{"token":"a.b.c","persona":"subscriber","today":"2025-03-31","route":"/home","mode":"catalogue","widget":"tools"}'))).toMatchObject({ mode: 'catalogue', widget: 'tools' });
    expect(readPreviewBoot(docWith('{"token":"a.b.c","persona":"subscriber","today":"2025-03-31","route":"/home","mode":"other","widget":"<b>"}'))).toMatchObject({ mode: 'app', widget: '' });
  });

  it('refuses a malformed boot, another site as route, or none', () => {
    expect(readPreviewBoot(docWith('{"token":"a.b.c","persona":"subscriber","today":"31/03/2025","route":"/home"}'))).toBeNull();
    expect(readPreviewBoot(docWith('{"token":"a.b.c","persona":"subscriber","today":"2025-03-31","route":"//evil.example"}'))).toBeNull();
    expect(readPreviewBoot(docWith('not json'))).toBeNull();
    expect(readPreviewBoot(docWith('{"token":"a.b.c","today":"2025-03-31","route":"/home"}'))).toBeNull();
    expect(readPreviewBoot(docWith('{"token":"a.b.c","persona":"a/b?c","today":"2025-03-31","route":"/home"}'))).toBeNull();
    expect(readPreviewBoot(document.implementation.createHTMLDocument('none'))).toBeNull();
  });
});

describe('pinnedClock', () => {
  it('answers the as-of date, every time', () => {
    const clock = pinnedClock('2025-04-01');
    expect(clock().getFullYear()).toBe(2025);
    expect(clock().getMonth()).toBe(3);
    expect(clock().getDate()).toBe(1);
  });
});

describe('the frame keeps its session in memory', () => {
  it('a cookie jar sets, reads and expires cookies by Max-Age=0', () => {
    const jar = createCookieJar();
    jar.set('md_session=abc; Path=/; Secure; SameSite=Strict; Max-Age=7200');
    jar.set('other=1');
    expect(jar.get()).toBe('md_session=abc; other=1');
    jar.set('md_session=; Path=/; Max-Age=0');
    expect(jar.get()).toBe('other=1');
  });

  it("stands in for the window's storage and cookies, leaving the real ones alone", () => {
    localStorage.setItem('md.session', 'real');
    const frame = document.implementation.createHTMLDocument('frame');
    const win = { document: frame } as unknown as Window;
    installPreviewStorage(win);
    win.localStorage.setItem('md.session', 'persona');
    frame.cookie = 'md_session=persona; Path=/';
    expect(win.localStorage.getItem('md.session')).toBe('persona');
    expect(frame.cookie).toBe('md_session=persona');
    expect(localStorage.getItem('md.session')).toBe('real');
    expect(document.cookie).not.toContain('persona');
    localStorage.clear();
  });
});
