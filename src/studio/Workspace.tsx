import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { studioApi, type PersonaSummary, type PreviewData, type StudioWho } from './api';
import { copy } from './copy';
import { AxePanel, frameAxe } from './AxeResults';
import { FRAME_SECTIONS_HOOK } from './frame/frame-names';
import type { RenderedSection } from './frame/widget-marks';
import { SplitView } from './layout/SplitView';
import { panelId, tabId, ViewTabs, type TabGroup } from './layout/ViewTabs';
import { CompareFrames, type Comparison } from './review/CompareFrames';
import { MatrixView } from './MatrixView';
import { parsePreviewState, PRESET_WIDTHS, previewQuery, MIN_WIDTH, MAX_WIDTH, type PreviewState } from './preview-state';
import { previewRoutes } from './route-page';
import { TracePanel } from './TracePanel';
import { useLoad } from './use-load';

type View = 'trace' | 'matrix' | 'axe' | 'catalogue' | 'edit' | 'review' | 'history' | 'audit' | 'repo';
/** The views, as the tab list groups them: what the preview shows, and the brand's content. */
const groups: readonly TabGroup<View>[] = [
  { label: copy.views.preview, views: (['trace', 'matrix', 'axe', 'catalogue'] as const).map((id) => ({ id, label: copy.views[id] })) },
  { label: copy.views.content, views: (['edit', 'review', 'history', 'audit', 'repo'] as const).map((id) => ({ id, label: copy.views[id] })) },
];

/** The catalogue loads its widget declarations (props schemas) only when opened; the editor and review likewise. */
const Catalogue = lazy(() => import('./Catalogue'));
const EditView = lazy(() => import('./edit/EditView'));
const ReviewPanel = lazy(() => import('./review/ReviewPanel').then((m) => ({ default: m.ReviewPanel })));
const HistoryPanel = lazy(() => import('./review/HistoryPanel').then((m) => ({ default: m.HistoryPanel })));
const AuditPanel = lazy(() => import('./review/AuditPanel').then((m) => ({ default: m.AuditPanel })));
const RepoPanel = lazy(() => import('./review/RepoPanel').then((m) => ({ default: m.RepoPanel })));

function localToday(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/**
 * One toolbar row (brand, member, date, width, page, version, link), then the frame of the real app and the views
 * beside it at full height (a resizable split), the views as one tab list: Preview (why shown or hidden, matrix,
 * accessibility, catalogue) and Content (edit, review, history, audit, repository). The open draft's status and
 * Submit stay above the tabs. The state lives in the studio's address (the shareable link): brand, persona, date,
 * width, route and draft id.
 */
export function Workspace({ who }: { who: StudioWho }) {
  const [state, setState] = useState<PreviewState>(() => parsePreviewState(window.location.search, localToday()));
  const [view, setViewState] = useState<View>('trace');
  /** The editor, once opened, stays mounted (hidden on other tabs). */
  const [editOpened, setEditOpened] = useState(false);
  const setView = (next: View) => {
    if (next === 'edit') setEditOpened(true);
    setViewState(next);
  };
  /** Where the open draft's status bar renders: above the tabs, in view whatever the tab. */
  const [draftBar, setDraftBar] = useState<HTMLDivElement | null>(null);
  /** Review's comparison: the live version and a draft side by side, its changed sections outlined. */
  const [compare, setCompare] = useState<Comparison | null>(null);
  /** The route the frame shows now (the member may navigate inside it). */
  const [frameRoute, setFrameRoute] = useState(state.route);
  const [draftId, setDraftId] = useState(state.draft);
  /** Each save of the open draft reloads the frame (the preview follows the draft live). */
  const [draftRevision, setDraftRevision] = useState(0);
  const previewDraft = useCallback((id: string | null, revision = 0) => {
    setDraftId(id ?? '');
    setDraftRevision(revision);
    setState((s) => ({ ...s, draft: id ?? '' }));
  }, []);
  const [customWidth, setCustomWidth] = useState(!PRESET_WIDTHS.includes(state.width as (typeof PRESET_WIDTHS)[number]));
  const brand = who.brands.find((b) => b.id === state.brand) ?? null;
  const update = (change: Partial<PreviewState>) => setState((s) => ({ ...s, ...change }));

  const personas = useLoad<{ personas: PersonaSummary[] }>(brand ? () => studioApi.personas(brand.id, state.date) : null, [brand?.id, state.date]);
  const personaList = useMemo(() => personas.data?.personas ?? [], [personas.data]);
  const persona = personaList.find((p) => p.username === state.persona) ?? null;
  useEffect(() => {
    // A brand's first persona until one is chosen (or when the link names one the brand does not have).
    if (personaList.length > 0 && !persona) update({ persona: personaList[0]!.username });
  }, [personaList, persona]);

  const dataQuery = previewQuery({ ...state, route: '' }, ['brand', 'persona', 'date', 'draft']);
  const preview = useLoad<PreviewData>(brand && persona ? () => studioApi.preview(dataQuery) : null, [dataQuery, brand && persona]);
  // The catalogue view shows the frame's catalogue mode: every widget rendered with its example props.
  const catalogueMode = view === 'catalogue';
  const frameSrc =
    brand && persona
      ? `/studio/frame?${previewQuery(catalogueMode ? { ...state, route: '/home' } : state, ['brand', 'persona', 'date', 'route', 'draft'])}${catalogueMode ? '&mode=catalogue' : ''}${state.draft && draftRevision ? `&rev=${draftRevision}` : ''}`
      : null;
  const frameDocument = () => frame.current?.contentDocument ?? null;
  const frameCheck = () => frameAxe(frame.current);

  const shareQuery = previewQuery({ ...state, route: frameRoute });
  useEffect(() => {
    window.history.replaceState(null, '', `/studio${shareQuery ? `?${shareQuery}` : ''}`);
  }, [shareQuery]);

  // Follows the frame's own navigation (same origin), so the trace and the link name the page shown.
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    setFrameRoute(state.route);
    const timer = window.setInterval(() => {
      try {
        const location = frame.current?.contentWindow?.location;
        if (location && !catalogueMode && location.pathname !== '/studio/frame' && location.pathname !== 'blank') setFrameRoute(`${location.pathname}${location.search}`);
      } catch {
        // not loaded yet
      }
    }, 500);
    return () => window.clearInterval(timer);
  }, [frameSrc, state.route, catalogueMode]);

  // Widget-level gates: asks the frame (same origin) which rendered sections' widgets rendered nothing, each second.
  const [rendered, setRendered] = useState<{ route: string; sections: RenderedSection[] } | null>(null);
  useEffect(() => {
    if (view !== 'trace') return;
    const read = () => {
      let next: { route: string; sections: RenderedSection[] } | null = null;
      try {
        const hook = (frame.current?.contentWindow as unknown as Record<string, unknown> | null | undefined)?.[FRAME_SECTIONS_HOOK];
        if (typeof hook === 'function') next = (hook as () => { route: string; sections: RenderedSection[] })();
      } catch {
        // not loaded yet
      }
      setRendered((previous) => (JSON.stringify(previous) === JSON.stringify(next) ? previous : next));
    };
    read();
    const timer = window.setInterval(read, 1000);
    return () => window.clearInterval(timer);
  }, [view, frameSrc]);

  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), 3000);
    return () => window.clearTimeout(timer);
  }, [copied]);
  const shareUrl = `${window.location.origin}/studio?${shareQuery}`;
  const copyLink = () => {
    void navigator.clipboard?.writeText(shareUrl).then(() => setCopied(true), () => setCopied(false));
  };

  const widthChoice = customWidth ? 'custom' : String(state.width);
  const toolbar = (
    <div className="studio-toolbar" role="group" aria-label={copy.controls.heading}>
      <div className="studio-tool">
        <label htmlFor="studio-brand">{copy.brand}</label>
        <select id="studio-brand" value={state.brand} onChange={(e) => { setDraftId(''); setCompare(null); update({ brand: e.target.value, persona: '', draft: '' }); }}>
          <option value="">{copy.chooseBrand}</option>
          {who.brands.map((b) => (
            <option key={b.id} value={b.id}>
              {`${b.name} (${copy.role(b.role)})`}
            </option>
          ))}
        </select>
      </div>
      {brand && (
        <>
          <div className="studio-tool studio-tool-wide">
            <label htmlFor="studio-persona">{copy.controls.persona}</label>
            <select id="studio-persona" value={state.persona} onChange={(e) => update({ persona: e.target.value })} disabled={personaList.length === 0}>
              {personaList.map((p) => (
                <option key={p.username} value={p.username}>
                  {`${p.username}: ${p.name} (${p.shows.join('; ')})`}
                </option>
              ))}
            </select>
          </div>
          <div className="studio-tool">
            <label htmlFor="studio-date">{copy.controls.date}</label>
            <input id="studio-date" type="date" value={state.date} required onChange={(e) => e.target.value && update({ date: e.target.value })} />
          </div>
          <div className="studio-tool">
            <label htmlFor="studio-width">{copy.controls.width}</label>
            <select
              id="studio-width"
              value={widthChoice}
              onChange={(e) => {
                if (e.target.value === 'custom') return setCustomWidth(true);
                setCustomWidth(false);
                update({ width: Number(e.target.value) });
              }}
            >
              {PRESET_WIDTHS.map((w) => (
                <option key={w} value={String(w)}>
                  {copy.controls.widths[w]}
                </option>
              ))}
              <option value="custom">{copy.controls.custom}</option>
            </select>
          </div>
          {customWidth && (
            <div className="studio-tool studio-tool-narrow">
              <label htmlFor="studio-custom-width">{copy.controls.customWidth}</label>
              <input
                id="studio-custom-width"
                type="number"
                min={MIN_WIDTH}
                max={MAX_WIDTH}
                value={state.width}
                onChange={(e) => {
                  const w = Number(e.target.value);
                  if (Number.isInteger(w) && w >= MIN_WIDTH && w <= MAX_WIDTH) update({ width: w });
                }}
              />
            </div>
          )}
          <div className="studio-tool">
            <label htmlFor="studio-route">{copy.controls.route}</label>
            <select id="studio-route" value={previewRoutes.includes(state.route) ? state.route : ''} onChange={(e) => update({ route: e.target.value })}>
              {!previewRoutes.includes(state.route) && <option value="">{state.route}</option>}
              {previewRoutes.map((r) => (
                <option key={r} value={r}>
                  {r}
                </option>
              ))}
            </select>
          </div>
          <div className="studio-tool">
            <label htmlFor="studio-version">{copy.controls.version}</label>
            <select id="studio-version" value={state.draft === '' ? 'live' : 'draft'} onChange={(e) => update({ draft: e.target.value === 'live' ? '' : draftId })}>
              <option value="live">{copy.controls.live}</option>
              <option value="draft" disabled={draftId === ''}>
                {copy.controls.draft}
              </option>
            </select>
          </div>
          <div className="studio-tool studio-share">
            <label htmlFor="studio-share-link">{copy.share.label}</label>
            <span className="studio-share-row">
              <input id="studio-share-link" readOnly value={shareUrl} onFocus={(e) => e.target.select()} aria-describedby="studio-share-note" />
              <button type="button" onClick={copyLink}>
                {copy.share.button}
              </button>
            </span>
            <span id="studio-share-note" className="studio-visually-hidden">
              {copy.share.note}
            </span>
            <span className="studio-visually-hidden" role="status">
              {copied ? copy.share.copied : ''}
            </span>
          </div>
        </>
      )}
    </div>
  );

  const frameTitle = (which?: string) =>
    brand && persona ? (catalogueMode ? copy.catalogueFrameTitle(brand.name, persona.username, state.date) : copy.frameTitle(brand.name, persona.username, state.route, state.date, which)) : '';
  const previewSide = compare && brand && persona ? (
    <CompareFrames
      key={`${compare.draftId}-${compare.revision}`}
      compare={compare}
      src={(draft) => `/studio/frame?${previewQuery({ ...state, draft }, ['brand', 'persona', 'date', 'route', 'draft'])}${draft ? `&rev=${compare.revision}` : ''}`}
      width={state.width}
      title={frameTitle}
    />
  ) : (
    <div className="studio-frame-box" role="region" aria-label={copy.frameRegion} tabIndex={0}>
      {frameSrc && persona && <iframe ref={frame} key={frameSrc} src={frameSrc} width={state.width} title={frameTitle()} className="studio-frame" />}
    </div>
  );

  return (
    <div className="studio-workspace">
      <h1 className="studio-visually-hidden">{brand ? `${copy.title}: ${brand.name}` : copy.title}</h1>
      {toolbar}
      {!brand && <p>{copy.chooseBrand}</p>}
      {brand && (
        <SplitView
          start={previewSide}
          end={
            <section className="studio-panel" aria-labelledby="panel-heading">
              <h2 id="panel-heading" className="studio-visually-hidden">
                {copy.views.label}
              </h2>
              <div className="studio-draftbar" ref={setDraftBar} aria-label={copy.draftBar} role="region" />
              <ViewTabs label={copy.views.label} groups={groups} view={view} onView={setView} />
              {/* One tab panel per view: Edit's is its own below. */}
              {view !== 'edit' && (
                <div className="studio-tabpanel" role="tabpanel" id={panelId(view)} aria-labelledby={tabId(view)} tabIndex={0}>
                  <Suspense fallback={<p role="status">{copy.loading}</p>}>
                    {view === 'review' && <ReviewPanel key={brand.id} brand={brand} who={who} onPreviewDraft={(id) => previewDraft(id)} onCompare={setCompare} date={state.date} compare={compare} />}
                    {view === 'history' && <HistoryPanel key={brand.id} brand={brand} />}
                    {view === 'audit' && <AuditPanel key={brand.id} brand={brand} />}
                    {view === 'repo' && <RepoPanel key={brand.id} brand={brand} />}
                  </Suspense>
                  {view === 'trace' && <TracePanel load={preview} route={frameRoute} rendered={rendered && rendered.route === frameRoute ? rendered.sections : null} />}
                  {view === 'matrix' && <MatrixView query={dataQuery} date={state.date} />}
                  {view === 'axe' && <AxePanel key={frameSrc} hook={frameCheck} shown={frameRoute} />}
                  {view === 'catalogue' && (
                    <Suspense fallback={<p role="status">{copy.loading}</p>}>
                      <Catalogue key={frameSrc} frameDocument={frameDocument} frameCheck={frameCheck} />
                    </Suspense>
                  )}
                </div>
              )}
              {/* The editor stays mounted once opened (its open draft and unsaved changes with it): its draft's status and Submit stay in the bar above. */}
              {editOpened && (
                <div className="studio-tabpanel" hidden={view !== 'edit'} role={view === 'edit' ? 'tabpanel' : undefined} id={view === 'edit' ? panelId('edit') : undefined} aria-labelledby={view === 'edit' ? tabId('edit') : undefined} tabIndex={view === 'edit' ? 0 : undefined}>
                  <Suspense fallback={<p role="status">{copy.loading}</p>}>
                    <EditView key={brand.id} brand={brand} who={who} onPreview={previewDraft} statusSlot={draftBar} />
                  </Suspense>
                </div>
              )}
            </section>
          }
        />
      )}
    </div>
  );
}
