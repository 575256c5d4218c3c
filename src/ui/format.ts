import { currentLocale } from '../engine/i18n/language';

const formats = new Map<string, Intl.NumberFormat>();
/** A number format of the page's locale (src/engine/i18n/language.ts), made once per locale and options. */
export function numberFormat(options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const locale = currentLocale();
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.NumberFormat(locale, options)));
  return format;
}

const USD: Intl.NumberFormatOptions = { style: 'currency', currency: 'USD', currencyDisplay: 'narrowSymbol', minimumFractionDigits: 2, maximumFractionDigits: 2 };

/** US dollars with two decimals and the narrow symbol (spec §9: "$1,234.50"), in the page's locale. */
export function formatUsd(amount: number): string {
  return numberFormat(USD).format(amount);
}

/** A share (0.25) as a percentage with at most two decimals, in the page's locale. */
export const formatPercent = (share: number): string => numberFormat({ style: 'percent', maximumFractionDigits: 2 }).format(share);

/** Met as a percentage of the limit (spec §9: met ÷ limit × 100), kept within 0–100; 0 when there is no limit. */
export function metPercent(met: number, limit: number): number {
  if (!Number.isFinite(met) || !Number.isFinite(limit) || limit <= 0) return 0;
  return Math.min(100, Math.max(0, (met / limit) * 100));
}

/** A distance in miles, at most one decimal, in the page's locale ("1.2", "12", "1,250.5"). */
export const formatMiles = (miles: number): string => numberFormat({ maximumFractionDigits: 1 }).format(miles);

/** Shortens text to at most `max` characters, the last of them an ellipsis when anything was cut (spec §9). */
export function truncate(text: string, max: number): string {
  const characters = Array.from(text);
  if (characters.length <= max) return text;
  return `${characters.slice(0, Math.max(0, max - 1)).join('').trimEnd()}…`;
}

/**
 * yyyy-mm-dd (or an ISO date-time) → mm/dd/yyyy, the spec's date format, in every language: the form fields take
 * mm/dd/yyyy, and es-US's own numeric dates are day first. Anything else is returned as is.
 */
export function formatUsDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  return match ? `${match[2]}/${match[3]}/${match[1]}` : isoDate;
}

/** A tel: address for a phone number as it is written ("503-555-0199" → "tel:5035550199"; a leading + stays). */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${trimmed.replace(/\D/g, '')}`;
}
