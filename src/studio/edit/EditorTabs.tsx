import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { copy } from './copy';

export const EDITOR_TABS = ['pages', 'menus', 'alerts', 'footer', 'contact', 'theme', 'copy', 'json'] as const;
export type EditorTab = (typeof EDITOR_TABS)[number];

/** The editor's panels as tabs (WAI-ARIA tabs: arrow keys, Home and End move between them). */
export function EditorTabs({ tab, onTab, children }: { tab: EditorTab; onTab: (tab: EditorTab) => void; children: ReactNode }) {
  const buttons = useRef<Partial<Record<EditorTab, HTMLButtonElement | null>>>({});
  const move = (event: KeyboardEvent) => {
    const at = EDITOR_TABS.indexOf(tab);
    const to =
      event.key === 'ArrowRight' ? (at + 1) % EDITOR_TABS.length
      : event.key === 'ArrowLeft' ? (at - 1 + EDITOR_TABS.length) % EDITOR_TABS.length
      : event.key === 'Home' ? 0
      : event.key === 'End' ? EDITOR_TABS.length - 1
      : -1;
    if (to < 0) return;
    event.preventDefault();
    const next = EDITOR_TABS[to]!;
    onTab(next);
    buttons.current[next]?.focus();
  };
  return (
    <div className="studio-editor-tabs">
      <div role="tablist" aria-label={copy.tabs.label} onKeyDown={move}>
        {EDITOR_TABS.map((t) => (
          <button
            key={t}
            ref={(el) => {
              buttons.current[t] = el;
            }}
            type="button"
            role="tab"
            id={`editor-tab-${t}`}
            aria-selected={t === tab}
            aria-controls="editor-tabpanel"
            tabIndex={t === tab ? 0 : -1}
            onClick={() => onTab(t)}
          >
            {copy.tabs[t]}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="editor-tabpanel" aria-labelledby={`editor-tab-${tab}`} className="studio-editor-panel">
        {children}
      </div>
    </div>
  );
}
