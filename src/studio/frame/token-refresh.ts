/*
 * A preview token lives 15 minutes (gateway/studio/preview.ts), and the gateway hands out the same one until fewer
 * than 5 remain: asking every 4 minutes keeps a frame left open signed in as its persona, with a token never older
 * than the gateway's own. The studio's cookie goes with the call (same origin); no bearer header, which the studio's
 * routes refuse. A failed ask (the studio signed out, the gateway restarted) changes nothing: the frame's calls then
 * fail as any expired session's do.
 */

export const TOKEN_REFRESH_MS = 4 * 60 * 1000;

/** The address that answers a persona's next preview token (gateway/routes/studio-preview.ts). */
export const previewTokenUrl = (persona: string): string => `/api/studio/preview-token?persona=${encodeURIComponent(persona)}`;

/** The token of a preview-token answer, or null when it is not one. */
export async function fetchPreviewToken(persona: string, fetchFn: typeof fetch = fetch): Promise<string | null> {
  try {
    const response = await fetchFn(previewTokenUrl(persona), { credentials: 'same-origin', headers: { accept: 'application/json' } });
    if (!response.ok) return null;
    const body = (await response.json()) as { token?: unknown };
    return typeof body.token === 'string' && /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/.test(body.token) ? body.token : null;
  } catch {
    return null;
  }
}

/** Asks for the persona's token every TOKEN_REFRESH_MS and hands a new one to `use`; returns the stop. */
export function keepPreviewTokenFresh(persona: string, use: (token: string) => void, fetchFn: typeof fetch = fetch): () => void {
  let last: string | null = null;
  const timer = setInterval(() => {
    void fetchPreviewToken(persona, fetchFn).then((token) => {
      if (token !== null && token !== last) {
        last = token;
        use(token);
      }
    });
  }, TOKEN_REFRESH_MS);
  return () => clearInterval(timer);
}
