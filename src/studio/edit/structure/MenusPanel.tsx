import { menuItemSchema } from '@schemas/menu.schema';
import { useCallback, useId, useState } from 'react';
import type { PanelProps } from '../panel-types';
import { copy, nouns } from './copy';
import { CopyKeyField, TextField } from './Fields';
import { ObjectList } from './ObjectList';
import { copyText, isObject, setAt } from './structure-model';
import './structure.css';

/** Menu items have a rule when their schema has one (every menu item's does). */
const itemsHaveRules = 'rule' in menuItemSchema.properties;

/** Each menu of the resolved manifest: its items (label, where it goes, rule), reordered, added, removed. */
export function MenusPanel(panel: PanelProps) {
  const { resolved, content, basis, readOnly } = panel;
  const menus = isObject(resolved.menus) ? Object.keys(resolved.menus) : [];
  const [chosen, setChosen] = useState<string | null>(null);
  const menu = chosen !== null && menus.includes(chosen) ? chosen : (menus[0] ?? null);
  const headingId = useId();
  const pickerId = useId();
  const lookup = useCallback((key: string) => copyText(key, content.copy, basis.defaults), [content.copy, basis.defaults]);
  return (
    <section className="structure-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>{copy.menus.heading}</h2>
      <p className="structure-muted">{copy.menus.intro}</p>
      {menu === null ? (
        <p>{copy.menus.noMenus}</p>
      ) : (
        <>
          <div className="structure-field">
            <label htmlFor={pickerId}>{copy.menus.menu}</label>
            <select id={pickerId} value={menu} onChange={(e) => setChosen(e.target.value)}>
              {menus.map((m) => (
                <option key={m} value={m}>
                  {m}
                </option>
              ))}
            </select>
          </div>
          <h3>{copy.menus.listHeading(menu)}</h3>
          <ObjectList
            key={menu}
            panel={panel}
            path={['menus', menu]}
            noun={nouns.item}
            label={copy.menus.listLabel(menu)}
            withRule={itemsHaveRules}
            title={(item, id) => (
              <>
                <strong>{id}</strong> <span className="structure-muted">· {lookup(String(item.label)) ?? String(item.label ?? '')}</span>
              </>
            )}
            details={(item) => [
              typeof item.to === 'string' ? item.to : typeof item.href === 'string' ? item.href : typeof item.action === 'string' ? copy.menus.action(item.action) : '',
              typeof item.submenu === 'string' ? copy.menus.submenu(item.submenu) : '',
            ]}
            editor={(item, _id, update) => (
              <>
                <CopyKeyField label={copy.menus.label} value={String(item.label ?? '')} readOnly={readOnly} copyText={lookup} onChange={(v) => update({ ...item, label: v })} />
                {typeof item.href === 'string' ? (
                  <TextField label={copy.menus.href} value={item.href} readOnly={readOnly} onChange={(v) => update({ ...item, href: v })} />
                ) : typeof item.action === 'string' ? (
                  <p>{copy.menus.action(item.action)}</p>
                ) : (
                  <TextField label={copy.menus.to} value={String(item.to ?? '')} readOnly={readOnly} onChange={(v) => update(setAt(item, ['to'], v))} />
                )}
              </>
            )}
            add={{
              heading: copy.menus.addHeading,
              button: copy.menus.addButton,
              idLabel: copy.idField,
              proposed: 'item',
              create: (id) => ({ id, label: '', to: '' }),
            }}
          />
        </>
      )}
    </section>
  );
}
