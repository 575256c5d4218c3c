import { generalDepartment, type Department } from '../../manifest/contact';
import type { Contact } from '../../manifest/manifest-types';

/*
 * The legal pages' rules (issue 30: ACA section 1557 notices, the accessibility statement). Pure: the components
 * render what these return; the numbers come from the brand manifest's contact data and the sections' props.
 */

/**
 * The nationwide Telecommunications Relay Service (FCC): any TTY user reaches any number through it. A brand
 * without a TTY line of its own (`contact.tty`) gives this one.
 */
export const RELAY_SERVICE_TTY = '711';

/** The line a page gives: the brand's department `id`, else (left out, or a department the brand does not have) its general line. */
export function assistanceDepartment(contact: Contact, id: string | undefined): Department | undefined {
  return (id === undefined ? undefined : contact.departments.find((department) => department.id === id)) ?? generalDepartment(contact);
}

/** The TTY number a page gives: the brand's own TTY line, else the relay service. */
export const ttyNumber = (contact: Contact): string => contact.tty ?? RELAY_SERVICE_TTY;

/** Scripts written right to left (ISO 15924): Arabic, Hebrew, Syriac, Thaana, N'Ko, Adlam, Hanifi Rohingya, Mandaic, Samaritan. */
const RTL_SCRIPTS: ReadonlySet<string> = new Set(['Arab', 'Hebr', 'Syrc', 'Thaa', 'Nkoo', 'Adlm', 'Rohg', 'Mand', 'Samr']);

/**
 * Languages whose usual script is written right to left (ISO 639): Arabic, Persian and Dari, Urdu, Hebrew, Yiddish,
 * Pashto, Sindhi, Central Kurdish, Dhivehi, Uyghur, Syriac.
 */
const RTL_LANGUAGES: ReadonlySet<string> = new Set(['ar', 'fa', 'prs', 'ur', 'he', 'yi', 'ps', 'sd', 'ckb', 'dv', 'ug', 'syr']);

/**
 * The direction of a BCP 47 tag's text (`dir`): its script subtag's when it has one (`pa-Arab` is right to left,
 * `az-Latn` left to right), else its language's usual script's.
 */
export function textDirection(tag: string): 'ltr' | 'rtl' {
  const [language = '', ...subtags] = tag.split('-');
  const script = subtags.find((subtag) => /^[A-Za-z]{4}$/.test(subtag));
  if (script) return RTL_SCRIPTS.has(script[0]!.toUpperCase() + script.slice(1).toLowerCase()) ? 'rtl' : 'ltr';
  return RTL_LANGUAGES.has(language.toLowerCase()) ? 'rtl' : 'ltr';
}
