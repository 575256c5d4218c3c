import { menuItemSchema } from '@schemas/menu.schema';
import { useState } from 'react';
import type { PanelProps } from '../panel-types';
import { copy, nouns } from './copy';
import { CopyKeyField, SelectField, TextField } from './Fields';
import { ElementTitle } from './ItemParts';
import { ObjectList } from './ObjectList';
import { PanelFrame, useCopyText } from './PanelFrame';
import { isObject, setAt } from './structure-model';

/** Menu items have a rule when their schema has one (every menu item's does). */
const itemsHaveRules = 'rule' in menuItemSchema.properties;

/** Each menu of the resolved manifest: its items (label, where it goes, rule), reordered, added, removed. */
export function MenusPanel(panel: PanelProps) {
  const { resolved, readOnly } = panel;
  const menus = isObject(resolved.menus) ? Object.keys(resolved.menus) : [];
  const [chosen, setChosen] = useState<string | null>(null);
  const menu = chosen !== null && menus.includes(chosen) ? chosen : (menus[0] ?? null);
  const lookup = useCopyText(panel);
  if (menu === null) {
    return (
      <PanelFrame heading={copy.menus.heading} intro={copy.menus.intro}>
        <p>{copy.menus.noMenus}</p>
      </PanelFrame>
    );
  }
  return (
    <PanelFrame heading={copy.menus.heading} intro={copy.menus.intro}>
      <SelectField label={copy.menus.menu} value={menu} options={menus} onChange={setChosen} />
      <h3>{copy.menus.listHeading(menu)}</h3>
      <ObjectList
        key={menu}
        panel={panel}
        path={['menus', menu]}
        noun={nouns.item}
        label={copy.menus.listLabel(menu)}
        withRule={itemsHaveRules}
        title={(item, id) => <ElementTitle id={id} what={lookup(String(item.label)) ?? String(item.label ?? '')} />}
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
        add={{ heading: copy.menus.addHeading, button: copy.menus.addButton, idLabel: copy.idField, proposed: 'item', create: (id) => ({ id, label: '', to: '' }) }}
      />
    </PanelFrame>
  );
}
