import { describe, expect, it } from 'vitest';
import { patterns } from '../../../schemas/generic/patterns';
import { brandManifest } from '../../../test/brand-fixtures';
import { copyKeyReferences } from './copy-key-references';

const main = brandManifest('main');

describe('copyKeyReferences', () => {
  const refs = copyKeyReferences(main);
  const pointers = refs.map((r) => r.pointer.replace(/\/\d+/g, '/*'));

  it('finds the copy keys of menus, labelWhen, footer, alerts, contact and section props', () => {
    expect(new Set(pointers)).toEqual(
      new Set([
        '/menus/primary/*/label',
        '/menus/primary/*/labelWhen/*/label',
        '/menus/account/*/label',
        '/menus/benefits/*/label',
        '/menus/findCare/*/label',
        '/menus/claims/*/label',
        '/menus/utility/*/label',
        '/menus/utilityAnonymous/*/label',
        '/menus/bottomNav/*/label',
        '/menus/bottomNav/*/labelWhen/*/label',
        '/footer/copyright/*',
        '/footer/policyLinks/*/label',
        '/footer/accreditation/text',
        '/alerts/*/title',
        '/contact/departments/*/label',
        '/contact/departments/*/emails/*/label',
        '/contact/departments/*/hours',
        // Widgets' props that are copy keys (their schema's copyKey pattern): the care options pages' titles and links.
        ...['find-care-resources', 'find-a-dentist', 'passport-dental'].flatMap((page) =>
          ['title', 'links/*/label', 'links/*/description'].map((prop) => `/pages/${page}/sections/*/props/${prop}`),
        ),
        // The communicationPreferences titles of the settings and eBill pages.
        '/pages/settings/sections/*/props/title',
        '/pages/ebill/sections/*/props/title',
      ]),
    );
    expect(refs).toContainEqual({ pointer: '/menus/primary/0/label', key: 'menu.home' });
    expect(refs).toContainEqual({ pointer: '/alerts/0/title', key: 'alerts.notEnrolled.title' });
  });

  it('ignores strings that are not copy keys (routes, ids, rule values)', () => {
    expect(refs.some((r) => r.key.startsWith('/') || r.key === 'home' || r.key === 'member.isSubscriber')).toBe(false);
  });

  it('follows a widget\'s props schema through if/then, so new widgets need no code change', () => {
    const copyKey = { type: 'string', pattern: patterns.copyKey };
    const schema = {
      type: 'object',
      properties: { tiles: { type: 'array', items: { $ref: '#/$defs/tile' } } },
      $defs: {
        tile: {
          type: 'object',
          properties: { widget: { type: 'string' }, props: { type: 'object' } },
          allOf: [
            { if: { properties: { widget: { const: 'tools' } }, required: ['widget'] }, then: { properties: { props: { properties: { heading: copyKey } } } } },
            { if: { properties: { widget: { const: 'note' } }, required: ['widget'] }, then: { properties: { props: { properties: { heading: { type: 'string' } } } } } },
          ],
        },
      },
    };
    const data = { tiles: [{ widget: 'tools', props: { heading: 'home.tools' } }, { widget: 'note', props: { heading: 'Plain text' } }] };
    expect(copyKeyReferences(data, schema)).toEqual([{ pointer: '/tiles/0/props/heading', key: 'home.tools' }]);
  });
});
