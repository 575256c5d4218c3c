import { footerSchema } from '@schemas/brand-manifest.schema';
import { patterns } from '@schemas/generic/patterns';
import { useState } from 'react';
import type { PanelProps } from '../panel-types';
import { copy, nouns } from './copy';
import { CopyKeyField, SelectField, TextField } from './Fields';
import { ElementRow, ElementTitle, PanelStatus } from './ItemParts';
import { ObjectList } from './ObjectList';
import { PanelFrame, useCopyText } from './PanelFrame';
import { SortableList } from './SortableList';
import { getAt, insertItem, moveItem, removeAt, replaceAt, setAt } from './structure-model';
import './structure.css';

type ListSchema = { type?: string; items?: { type?: string; enum?: readonly string[]; pattern?: string; properties?: Record<string, unknown> }; minItems?: number };

/** The footer's lists, from its schema (site map, copyright lines, policy links): a new list there shows here. */
const footerLists = Object.entries(footerSchema.properties as Record<string, ListSchema>).filter(([, schema]) => schema.type === 'array');

/** Every list under the footer: lists of choices or copy keys, and lists of links (id, label, address). */
export function FooterLinksPanel(panel: PanelProps) {
  const { readOnly } = panel;
  const lookup = useCopyText(panel);
  return (
    <PanelFrame heading={copy.footer.heading} intro={copy.footer.intro}>
      {footerLists.map(([name, schema]) => (
        <section key={name} aria-label={copy.footer.listHeading(name)}>
          <h3>{copy.footer.listHeading(name)}</h3>
          {schema.items?.properties ? (
            <ObjectList
              panel={panel}
              path={['footer', name]}
              noun={nouns.link}
              label={copy.footer.listLabel(name)}
              withRule={'rule' in schema.items.properties}
              minItems={schema.minItems}
              title={(item, id) => <ElementTitle id={id} what={lookup(String(item.label)) ?? String(item.label ?? '')} />}
              details={(item) => [typeof item.href === 'string' ? item.href : '']}
              editor={(item, _id, update) => (
                <>
                  <CopyKeyField label={copy.menus.label} value={String(item.label ?? '')} readOnly={readOnly} copyText={lookup} onChange={(v) => update({ ...item, label: v })} />
                  <TextField label={copy.menus.href} value={String(item.href ?? '')} readOnly={readOnly} onChange={(v) => update({ ...item, href: v })} />
                </>
              )}
              add={{ heading: copy.footer.addButton(name), button: copy.footer.addButton(name), idLabel: copy.idField, proposed: 'link', create: (id) => ({ id, label: '', href: '' }) }}
            />
          ) : (
            <StringList panel={panel} name={name} schema={schema} copyText={lookup} />
          )}
        </section>
      ))}
    </PanelFrame>
  );
}

/** A footer list of strings: choices of an enumeration (the site map's menus) or copy keys (the copyright lines). */
function StringList({ panel, name, schema, copyText: lookup }: { panel: PanelProps; name: string; schema: ListSchema; copyText: (key: string) => string | null }) {
  const { resolved, readOnly, onResolvedChange } = panel;
  const [status, setStatus] = useState('');
  const path = ['footer', name];
  const found = getAt(resolved, path);
  const items = (Array.isArray(found) ? found : []).map(String);
  const choices = schema.items?.enum;
  const isCopyKey = schema.items?.pattern === patterns.copyKey;
  const unused = choices?.filter((c) => !items.includes(c)) ?? [];
  const write = (next: string[]) => onResolvedChange(setAt(resolved, path, next));
  const keyOf = (item: string, index: number) => (items.indexOf(item) === index ? item : `${item}#${index + 1}`);
  return (
    <>
      <SortableList
        items={items}
        keyOf={keyOf}
        nameOf={(item) => item || `#${items.length}`}
        noun={nouns.entry}
        label={copy.footer.listLabel(name)}
        readOnly={readOnly}
        onMove={(from, to) => write(moveItem(items, from, to))}
        renderItem={(item, index) => (
          <ElementRow
            noun={nouns.entry}
            name={item}
            title={<strong>{item === '' ? `#${index + 1}` : item}</strong>}
            readOnly={readOnly}
            keep={items.length <= (schema.minItems ?? 0) ? copy.list.lastOne(nouns.entry) : undefined}
            onRemove={() => {
              write(removeAt(items, index));
              setStatus(copy.list.removed(nouns.entry, item));
            }}
          >
            {choices ? (
              <SelectField label={copy.footer.entry(name)} value={item} options={[item, ...unused]} readOnly={readOnly} onChange={(v) => write(replaceAt(items, index, v))} />
            ) : isCopyKey ? (
              <CopyKeyField label={copy.footer.entry(name)} value={item} readOnly={readOnly} copyText={lookup} onChange={(v) => write(replaceAt(items, index, v))} />
            ) : (
              <TextField label={copy.footer.entry(name)} value={item} readOnly={readOnly} onChange={(v) => write(replaceAt(items, index, v))} />
            )}
          </ElementRow>
        )}
      />
      <div className="structure-actions">
        <button
          type="button"
          disabled={readOnly || (choices !== undefined && unused.length === 0)}
          onClick={() => {
            const added = choices ? (unused[0] ?? '') : '';
            write(insertItem(items, added));
            setStatus(copy.list.added(nouns.entry, added || `#${items.length + 1}`));
          }}
        >
          {copy.footer.addButton(name)}
        </button>
        {choices && unused.length === 0 && <span className="structure-muted">{copy.footer.noneLeft}</span>}
      </div>
      <PanelStatus message={status} />
    </>
  );
}
