import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { copy, type Noun } from './copy';
import './structure.css';

export interface SortableListProps<T> {
  items: readonly T[];
  /** A key unique within the list (an element's id; for a list of strings, the string). */
  keyOf: (item: T, index: number) => string;
  /** How a person names the element in words ("recent-claims"). Default: its key. */
  nameOf?: (item: T, index: number) => string;
  noun: Noun;
  /** The list's accessible name. */
  label: string;
  readOnly: boolean;
  /** Move the element at `from` to `to` (0-based). */
  onMove: (from: number, to: number) => void;
  renderItem: (item: T, index: number) => ReactNode;
}

/**
 * One ordered list of the structure editor (tiles, sections, menu items, alerts, footer links, departments): each
 * element with a drag handle (dnd-kit: pointer, or keyboard: Space/Enter picks up, arrows move, Space/Enter drops,
 * Escape cancels, every step announced in words) and Move up / Move down buttons (WCAG 2.2 2.5.7: a single-pointer
 * alternative to dragging).
 */
export function SortableList<T>({ items, keyOf, nameOf, noun, label, readOnly, onMove, renderItem }: SortableListProps<T>) {
  const keys = useMemo(() => items.map((item, i) => keyOf(item, i)), [items, keyOf]);
  const name = (key: UniqueIdentifier) => {
    const index = keys.indexOf(String(key));
    return index < 0 ? String(key) : nameOf ? nameOf(items[index] as T, index) : String(key);
  };
  const position = (key: UniqueIdentifier | undefined) => keys.indexOf(String(key)) + 1;
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const [status, setStatus] = useState('');
  const focusAfter = useRef<{ key: string; button: 'up' | 'down' } | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const instructionsId = useId();

  // After Move up / Move down, focus stays with the moved element (on the other button at either end).
  useEffect(() => {
    const target = focusAfter.current;
    focusAfter.current = null;
    if (!target || !listRef.current) return;
    const row = [...listRef.current.querySelectorAll<HTMLElement>('[data-sortable-key]')].find((el) => el.dataset.sortableKey === target.key);
    const wanted = row?.querySelector<HTMLButtonElement>(`[data-move="${target.button}"]`);
    const other = row?.querySelector<HTMLButtonElement>(`[data-move="${target.button === 'up' ? 'down' : 'up'}"]`);
    (wanted && !wanted.disabled ? wanted : other)?.focus();
  }, [keys]);

  const announcements: Announcements = {
    onDragStart: ({ active }) => copy.list.pickedUp(noun, name(active.id), position(active.id), keys.length),
    onDragOver: ({ active, over }) => (over ? copy.list.over(noun, name(active.id), position(over.id), keys.length) : undefined),
    onDragEnd: ({ active, over }) =>
      over && over.id !== active.id
        ? copy.list.moved(noun, name(active.id), position(over.id), keys.length)
        : copy.list.notMoved(noun, name(active.id), position(active.id), keys.length),
    onDragCancel: ({ active }) => copy.list.cancelled(noun, name(active.id), position(active.id), keys.length),
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || over.id === active.id) return;
    const from = keys.indexOf(String(active.id));
    const to = keys.indexOf(String(over.id));
    if (from >= 0 && to >= 0) onMove(from, to);
  };

  const moveBy = (index: number, by: -1 | 1) => {
    const key = keys[index];
    if (key === undefined) return;
    focusAfter.current = { key, button: by < 0 ? 'up' : 'down' };
    setStatus(copy.list.moved(noun, name(key), index + by + 1, keys.length));
    onMove(index, index + by);
  };

  if (items.length === 0) return <p className="structure-empty">{copy.list.empty(noun)}</p>;
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: copy.list.instructions(noun) } }}
    >
      <p id={instructionsId} className="structure-hint">
        {copy.list.instructions(noun)}
      </p>
      <SortableContext items={keys} strategy={verticalListSortingStrategy} disabled={readOnly}>
        <ol className="structure-list" aria-label={label} aria-describedby={instructionsId} ref={listRef}>
          {items.map((item, index) => (
            <SortableRow
              key={keys[index]}
              sortKey={keys[index] as string}
              name={name(keys[index] as string)}
              noun={noun}
              first={index === 0}
              last={index === items.length - 1}
              readOnly={readOnly}
              onUp={() => moveBy(index, -1)}
              onDown={() => moveBy(index, 1)}
            >
              {renderItem(item, index)}
            </SortableRow>
          ))}
        </ol>
      </SortableContext>
      <p role="status" className="structure-status">
        {status}
      </p>
    </DndContext>
  );
}

interface RowProps {
  sortKey: string;
  name: string;
  noun: Noun;
  first: boolean;
  last: boolean;
  readOnly: boolean;
  onUp: () => void;
  onDown: () => void;
  children: ReactNode;
}

function SortableRow({ sortKey, name, noun, first, last, readOnly, onUp, onDown, children }: RowProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: sortKey, disabled: readOnly });
  return (
    <li
      ref={setNodeRef}
      data-sortable-key={sortKey}
      className={`structure-row${isDragging ? ' structure-dragging' : ''}`}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      <button
        type="button"
        className="structure-handle"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={copy.list.handle(noun, name)}
        disabled={readOnly}
      >
        <span aria-hidden="true">⠿</span>
      </button>
      <div className="structure-row-body">{children}</div>
      <div className="structure-row-moves">
        <button type="button" data-move="up" onClick={onUp} disabled={readOnly || first} aria-label={`${copy.list.up}${copy.list.which(name)}`}>
          {copy.list.up}
        </button>
        <button type="button" data-move="down" onClick={onDown} disabled={readOnly || last} aria-label={`${copy.list.down}${copy.list.which(name)}`}>
          {copy.list.down}
        </button>
      </div>
    </li>
  );
}
