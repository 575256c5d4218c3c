import { FRAME_MODES, PREVIEW_BOOT_ID, type PreviewBoot } from '../../../schemas/studio-frame';
import { isAppPath } from '../../engine/addresses/addresses';

/** The preview boot of the frame's document, or null when absent or malformed. Pure over the document. */
export function readPreviewBoot(doc: Document): PreviewBoot | null {
  try {
    const data = JSON.parse(doc.getElementById(PREVIEW_BOOT_ID)?.textContent ?? 'null') as Partial<PreviewBoot> | null;
    if (!data || typeof data.token !== 'string' || typeof data.today !== 'string' || typeof data.route !== 'string') return null;
    if (typeof data.persona !== 'string' || !/^[A-Za-z0-9._-]{1,64}$/.test(data.persona)) return null;
    if (!/^\d{4}-\d{2}-\d{2}$/.test(data.today) || !isAppPath(data.route)) return null;
    const mode = FRAME_MODES.find((m) => m === data.mode) ?? 'app';
    const widget = typeof data.widget === 'string' && /^[A-Za-z0-9]{1,60}$/.test(data.widget) ? data.widget : '';
    return { token: data.token, persona: data.persona, today: data.today, route: data.route, mode, widget };
  } catch {
    return null;
  }
}

/** The pinned clock: the as-of date at local noon, every time it is asked. */
export function pinnedClock(today: string): () => Date {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  return () => new Date(year, month - 1, day, 12, 0, 0);
}
