import { useState } from 'react';
import base from '../../../../brands/base.json';
import menu from '../../../../content/en/menu.json';
import settings from '../../../../content/en/settings.json';
import contact from '../../../../content/en/contact.json';
import type { JsonObject } from '../../../manifest/edit/content-types';
import type { PanelProps } from '../panel-types';

/** Test-only: a resolved manifest (brands/base.json with a contact section, as a brand adds it), PanelProps around it. */
export function fixtureResolved(): JsonObject {
  const resolved = JSON.parse(JSON.stringify(base)) as JsonObject;
  resolved.contact = {
    departments: [
      { id: 'customer-service', label: 'contact.departments.customerService', phone: '503-555-0100', hours: 'contact.hours.weekdays' },
      { id: 'pharmacy', label: 'contact.departments.pharmacy', phone: '503-555-0101', hours: 'contact.hours.weekdays' },
    ],
  };
  return resolved;
}

export function fixtureProps(resolved: JsonObject, overrides: Partial<PanelProps> = {}): PanelProps {
  return {
    brand: 'partner',
    resolved,
    content: { manifest: {}, copy: { menu: { home: 'Start' } } },
    basis: {
      brand: 'partner',
      base: base as JsonObject,
      defaults: { menu: menu as JsonObject, settings: settings as JsonObject, contact: contact as JsonObject },
      version: { brand: 'partner', number: 1, author: 'seed', publishedAt: '2026-01-01T00:00:00Z', message: '', restoredFrom: null, draftId: null },
      published: { manifest: {}, copy: {} },
      repoDiffers: false,
      served: null,
    },
    problems: [],
    readOnly: false,
    onResolvedChange: () => undefined,
    onContentChange: () => undefined,
    ...overrides,
  };
}

/** A panel as the editor shell holds it: every change becomes the next `resolved`; `changes` records them. */
export function Harness({ Panel, initial, readOnly = false, changes }: { Panel: (p: PanelProps) => React.ReactNode; initial: JsonObject; readOnly?: boolean; changes: JsonObject[] }) {
  const [resolved, setResolved] = useState(initial);
  return (
    <Panel
      {...fixtureProps(resolved, {
        readOnly,
        onResolvedChange: (next) => {
          changes.push(next);
          setResolved(next);
        },
      })}
    />
  );
}
