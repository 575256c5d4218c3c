import DOMPurify from 'dompurify';

/*
 * The holiday calendar's HTML (GET message/calendar/domain/{domainId}) comes from another system: it goes through
 * DOMPurify before it is inserted (the codebase's rule for HTML). DOMPurify already removes scripts, event handler
 * attributes and javascript: addresses; forms, styles and frames have no place in a table of holidays either.
 */
const CONFIG = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'select', 'textarea', 'iframe', 'object', 'embed'],
  ALLOW_DATA_ATTR: false,
};

export function sanitiseHolidayHtml(html: string): string {
  return DOMPurify.sanitize(html, CONFIG);
}
