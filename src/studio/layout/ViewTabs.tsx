import { Fragment, useRef, type KeyboardEvent } from 'react';
import { tabAfterKey } from './keys';

export interface TabGroup<V extends string> {
  label: string;
  views: readonly { id: V; label: string }[];
}

export const tabId = (view: string) => `studio-tab-${view}`;
export const panelId = (view: string) => `studio-tabpanel-${view}`;

/**
 * The studio's views as one tab list (arrow keys, Home, End; only the chosen tab is in the Tab order), its tabs in
 * groups with a caption each (Preview, Content). The chosen tab controls the tab panel `panelId(view)`.
 */
export function ViewTabs<V extends string>({ label, groups, view, onView }: { label: string; groups: readonly TabGroup<V>[]; view: V; onView: (view: V) => void }) {
  const all = groups.flatMap((g) => g.views.map((v) => v.id));
  const list = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent) => {
    const next = tabAfterKey(all.indexOf(view), all.length, event.key);
    if (next === null) return;
    event.preventDefault();
    const target = all[next]!;
    onView(target);
    list.current?.querySelector<HTMLElement>(`#${tabId(target)}`)?.focus();
  };
  return (
    <div className="studio-tabs" role="tablist" aria-label={label} ref={list} onKeyDown={onKeyDown}>
      {groups.map((group, index) => (
        <Fragment key={group.label}>
          {/* Each group starts its own row (a zero-height break in the flex row). */}
          {index > 0 && <span className="studio-tab-break" aria-hidden="true" />}
          <span className="studio-tab-group" aria-hidden="true">
            {group.label}
          </span>
          {group.views.map((v) => (
            <button
              key={v.id}
              type="button"
              role="tab"
              id={tabId(v.id)}
              aria-selected={view === v.id}
              aria-controls={view === v.id ? panelId(v.id) : undefined}
              tabIndex={view === v.id ? 0 : -1}
              onClick={() => onView(v.id)}
            >
              {v.label}
            </button>
          ))}
        </Fragment>
      ))}
    </div>
  );
}
