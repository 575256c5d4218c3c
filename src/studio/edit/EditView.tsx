import { useCallback, useMemo, useState, type ComponentType } from 'react';
import { createPortal } from 'react-dom';
import { applyOverlay } from '../../engine/manifest/overlay';
import type { BrandContent, Draft, EditorBasis, JsonObject } from '../../manifest/edit/content-types';
import { layerFor } from '../../manifest/edit/layer';
import type { StudioBrand, StudioWho } from '../api';
import { ServedNote } from '../review/Notices';
import { useLoad } from '../use-load';
import { AlertsPanel, ContactDepartmentsPanel, FooterLinksPanel, MenusPanel, PagesPanel } from './structure';
import { CopyPanel, RawJsonPanel, ThemePanel } from './content';
import { contentApi } from './content-api';
import { copy } from './copy';
import { DraftPicker } from './DraftPicker';
import { DraftStatusBar } from './DraftStatusBar';
import { ProblemList } from './ProblemList';
import { EditorTabs, type EditorTab } from './EditorTabs';
import type { PanelProps } from './panel-types';
import { useDraftSession } from './use-draft-session';
import './edit.css';

const panels: Record<Exclude<EditorTab, 'json'>, ComponentType<PanelProps>> = {
  pages: PagesPanel,
  menus: MenusPanel,
  alerts: AlertsPanel,
  footer: FooterLinksPanel,
  contact: ContactDepartmentsPanel,
  theme: ThemePanel,
  copy: CopyPanel,
};

/**
 * The editor: a brand's open drafts, the chosen one's panels (forms from our schemas), autosave, its problems as
 * `npm run validate` words them, and submit. Each save that loads shows in the preview frame (`onPreview`).
 */
export default function EditView({
  brand,
  who,
  onPreview,
  statusSlot = null,
}: {
  brand: StudioBrand;
  who: StudioWho;
  onPreview: (draftId: string, revision: number) => void;
  /** Where the open draft's status and Submit render (the workspace keeps it in view whatever the tab); else here. */
  statusSlot?: HTMLElement | null;
}) {
  const basis = useLoad<EditorBasis>(() => contentApi.basis(brand.id), [brand.id]);
  const [open, setOpen] = useState<Draft | null>(null);

  if (basis.loading) return <p role="status">{copy.loading}</p>;
  if (basis.error || !basis.data) {
    return (
      <div role="alert">
        <p>{`${copy.loadFailed} ${basis.error?.message ?? ''}`}</p>
        <button type="button" onClick={basis.retry}>
          {copy.retry}
        </button>
      </div>
    );
  }
  return (
    <section className="studio-edit" aria-labelledby="edit-heading">
      <h2 id="edit-heading">{copy.heading(brand.name)}</h2>
      {brand.role === 'viewer' && <p className="studio-note">{copy.viewerNote}</p>}
      {basis.data.served && <ServedNote reason={basis.data.served.reason} />}
      <DraftPicker
        brand={brand}
        username={who.username}
        openId={open?.id ?? null}
        onOpen={(draft) => {
          setOpen(draft);
          if (draft) onPreview(draft.id, draft.revision);
        }}
      />
      {open && <DraftEditor key={open.id} brand={brand} basis={basis.data} initial={open} onPreview={onPreview} onClosed={() => setOpen(null)} statusSlot={statusSlot} />}
    </section>
  );
}

function DraftEditor({
  brand,
  basis,
  initial,
  onPreview,
  onClosed,
  statusSlot,
}: {
  brand: StudioBrand;
  basis: EditorBasis;
  initial: Draft;
  onPreview: (draftId: string, revision: number) => void;
  onClosed: () => void;
  statusSlot: HTMLElement | null;
}) {
  const onSaved = useCallback((draft: Draft) => onPreview(draft.id, draft.revision), [onPreview]);
  const session = useDraftSession(brand.id, initial, onSaved);
  const { state } = session;
  const [tab, setTab] = useState<EditorTab>('pages');
  const [focus, setFocus] = useState<{ file: string; pointer: string } | null>(null);
  const readOnly = brand.role === 'viewer' || state.draft.status === 'published' || state.draft.status === 'discarded';

  const resolved = useMemo(() => applyOverlay(basis.base, state.content.manifest).value as JsonObject, [basis.base, state.content.manifest]);
  const onResolvedChange = useCallback(
    (next: JsonObject) => session.edit({ ...state.content, manifest: layerFor(basis.base, next, state.content.manifest) }),
    [basis.base, session, state.content],
  );
  const onContentChange = useCallback((next: BrandContent) => session.edit(next), [session]);
  const panelProps: PanelProps = { brand: brand.id, resolved, content: state.content, basis, problems: state.draft.problems, readOnly, onResolvedChange, onContentChange };
  const Panel = tab === 'json' ? null : panels[tab];

  return (
    <div className="studio-draft">
      {statusSlot ? createPortal(<DraftStatusBar brand={brand} session={session} onClosed={onClosed} />, statusSlot) : <DraftStatusBar brand={brand} session={session} onClosed={onClosed} />}
      <ProblemList
        problems={state.draft.problems}
        onShow={(file, pointer) => {
          setFocus({ file, pointer });
          setTab('json');
        }}
      />
      <EditorTabs tab={tab} onTab={setTab}>
        {Panel ? <Panel {...panelProps} /> : <RawJsonPanel {...panelProps} focusPointer={focus} />}
      </EditorTabs>
    </div>
  );
}
