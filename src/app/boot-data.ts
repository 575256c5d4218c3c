import { DEFAULT_LANGUAGE, type Language } from '../../schemas/generic/languages';
import { isLanguage } from '../engine/i18n/language';

/** Reads the brand boot data the gateway inlines into the HTML (no extra round trip before first paint). */
export interface BootData {
  manifest: unknown;
  copy: Record<string, unknown>;
  /** The route whose copy and manifest page the boot holds beside the shell's; absent: all of them. */
  contentRoute?: string;
  /** The language of `copy` (absent: English). */
  language: Language;
}

export function readBootData(doc: Document): BootData | null {
  const element = doc.getElementById('brand-boot');
  if (!element?.textContent) return null;
  try {
    const data = JSON.parse(element.textContent) as Partial<BootData>;
    if (!data.manifest || !data.copy || typeof data.copy !== 'object') return null;
    const contentRoute = typeof data.contentRoute === 'string' ? { contentRoute: data.contentRoute } : {};
    return { manifest: data.manifest, copy: data.copy, language: isLanguage(data.language) ? data.language : DEFAULT_LANGUAGE, ...contentRoute };
  } catch {
    return null;
  }
}

/** The answers to a signed-in page's first calls the gateway inlined (gateway/first-responses.ts), or null. */
export function readFirstResponses(doc: Document): Record<string, unknown> | null {
  const text = doc.getElementById('first-responses')?.textContent;
  if (!text) return null;
  try {
    const data = JSON.parse(text) as unknown;
    return data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
