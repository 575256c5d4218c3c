import { useState, type ReactNode } from 'react';
import type { JsonObject } from '../../../manifest/edit/content-types';
import type { PanelProps } from '../panel-types';
import { copy, type Noun } from './copy';
import { AddWithId, ElementRow, PanelStatus } from './ItemParts';
import { RuleBuilder, ruleWords } from './RuleBuilder';
import { namedRules, ruleInWords, type RuleJson } from './rule-model';
import { SortableList } from './SortableList';
import { getAt, idsOf, isObject, moveItem, removeAt, replaceAt, setAt, type PathStep } from './structure-model';

export interface ObjectListProps {
  panel: PanelProps;
  /** Where the list is in the resolved manifest (`['pages', 'home', 'sections']`, `['alerts']`). */
  path: readonly PathStep[];
  noun: Noun;
  /** The list's accessible name. */
  label: string;
  /** The element's first line (its id is its name in words). */
  title: (item: JsonObject, id: string) => ReactNode;
  details?: (item: JsonObject) => string[];
  /** True when the elements have a rule (shown in words, edited with the rule builder). */
  withRule: boolean;
  /** The element's own fields (a props form, a label and its link). */
  editor?: (item: JsonObject, id: string, update: (next: JsonObject) => void) => ReactNode;
  add: { heading: string; button: string; idLabel: string; proposed: string; create: (id: string) => JsonObject; controls?: ReactNode };
  /** The fewest elements the schema allows (the last one cannot be removed). */
  minItems?: number;
}

/**
 * A list of elements with ids in the resolved manifest (sections, menu items, alerts, departments, policy links):
 * reordered with the shared sortable list, each element with its editor and rule, removed with confirmation, added
 * under a unique id. Every change is a new resolved manifest handed to `onResolvedChange`.
 */
export function ObjectList({ panel, path, noun, label, title, details, withRule, editor, add, minItems = 0 }: ObjectListProps) {
  const { resolved, readOnly, onResolvedChange } = panel;
  const [status, setStatus] = useState('');
  const found = getAt(resolved, path);
  const items = (Array.isArray(found) ? found : []).filter(isObject);
  const rules = namedRules(resolved);
  const write = (next: JsonObject[]) => onResolvedChange(setAt(resolved, path, next));
  const idOf = (item: JsonObject, index: number) => (typeof item.id === 'string' ? item.id : `#${index + 1}`);
  const update = (index: number) => (next: JsonObject) => write(replaceAt(items, index, next));

  return (
    <>
      <SortableList
        items={items}
        keyOf={idOf}
        noun={noun}
        label={label}
        readOnly={readOnly}
        onMove={(from, to) => write(moveItem(items, from, to))}
        renderItem={(item, index) => {
          const id = idOf(item, index);
          const rule = isObject(item.rule) ? (item.rule as RuleJson) : undefined;
          return (
            <ElementRow
              noun={noun}
              name={id}
              title={title(item, id)}
              details={details?.(item)}
              rule={withRule ? ruleInWords(rule, ruleWords) : undefined}
              readOnly={readOnly}
              keep={items.length <= minItems ? copy.list.lastOne(noun) : undefined}
              onRemove={() => {
                write(removeAt(items, index));
                setStatus(copy.list.removed(noun, id));
              }}
            >
              {editor?.(item, id, update(index))}
              {withRule && (
                <RuleBuilder
                  rule={rule}
                  onChange={(next) => update(index)(setAt(item, ['rule'], next))}
                  namedRules={rules}
                  readOnly={readOnly}
                  label={copy.rule.of(noun, id)}
                />
              )}
            </ElementRow>
          );
        }}
      />
      <AddWithId
        heading={add.heading}
        button={add.button}
        idLabel={add.idLabel}
        proposed={add.proposed}
        taken={idsOf(items)}
        readOnly={readOnly}
        onAdd={(id) => {
          write([...items, add.create(id)]);
          setStatus(copy.list.added(noun, id));
        }}
      >
        {add.controls}
      </AddWithId>
      <PanelStatus message={status} />
    </>
  );
}
