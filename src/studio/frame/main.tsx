import { lazy, StrictMode, startTransition, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '../../app/App';
import { BootFailure } from '../../app/BootFailure';
import { readBootData } from '../../app/boot-data';
import { trustBootManifest } from '../../manifest/trust-boot-manifest';
import { startSession } from '../../member/session';
import type { FrameAxeHook } from './axe-check';
import { PREVIEW_ROOT_ID } from '../../../schemas/studio-frame';
import { FRAME_AXE_HOOK, FRAME_OUTLINE_HOOK, FRAME_SECTIONS_HOOK, type OutlineTarget } from './frame-names';
import { pageOfRoute } from '../route-page';
import { markWidgets, renderedSections, renderedWidgets, type RenderedSection } from './widget-marks';
import { outlineChanges } from './outline-changes';
import { installPreviewStorage } from './preview-storage';
import { keepStudioFocus } from './keep-studio-focus';
import { pinnedClock, readPreviewBoot } from './preview-boot';
import { keepPreviewTokenFresh } from './token-refresh';

/** The catalogue mode's code (every widget's declaration) loads only in that mode. */
const CatalogueFrame = lazy(() => import('./CatalogueFrame'));

/*
 * The studio's preview frame: the member app itself (App, its route table, engine and widget registry: not a second
 * renderer), booted with the brand (or draft) manifest the gateway inlined, signed in as the chosen demo persona
 * with its session in memory only, and "today" pinned to the studio's as-of date. In catalogue mode, every widget
 * with its example props instead of the app's routes (CatalogueFrame.tsx).
 */
const container = document.getElementById(PREVIEW_ROOT_ID)!;
const boot = readBootData(document);
const loaded = boot ? trustBootManifest(boot.manifest) : null;
const preview = readPreviewBoot(document);

// Axe on demand: the studio calls this (same origin) to check this document; axe-core loads on the first call only.
const checkHere: FrameAxeHook = (scope) => import('./axe-check').then(({ checkAccessibility }) => checkAccessibility(document, scope));
Object.defineProperty(window, FRAME_AXE_HOOK, { value: checkHere });

if (boot && loaded?.ok && preview) {
  installPreviewStorage();
  keepStudioFocus();
  startSession(preview.token, new Date());
  keepPreviewTokenFresh(preview.persona, (token) => startSession(token, new Date()));
  // The app's router reads the address: the frame opens on the chosen route.
  window.history.replaceState(null, '', preview.route);
  const clock = pinnedClock(preview.today);
  const manifest = loaded.manifest;
  // Widget-level gates: which sections of the page shown rendered nothing (the studio's trace panel asks).
  const shown = () => {
    const route = `${window.location.pathname}${window.location.search}`;
    const page = pageOfRoute(route);
    return { route, page, sections: page && Object.hasOwn(manifest.pages, page) ? manifest.pages[page as keyof typeof manifest.pages].sections : [] };
  };
  const sectionsHere = (): { route: string; sections: RenderedSection[] } => {
    const { route, sections } = shown();
    return { route, sections: renderedSections(sections, renderedWidgets(document)) };
  };
  Object.defineProperty(window, FRAME_SECTIONS_HOOK, { value: sectionsHere });
  // A review's comparison: outlines the changed elements on the page shown, answers the keys outlined.
  const outlineHere = (targets: readonly OutlineTarget[]): string[] => {
    const { page, sections } = shown();
    return outlineChanges(targets, page, sections, document);
  };
  Object.defineProperty(window, FRAME_OUTLINE_HOOK, { value: outlineHere });
  // The registry (loaded as the app's pages load it, never into the entry's chunk) marks each widget it renders.
  const marked = preview.mode === 'app' ? import('../../app/widget-registry').then(({ widgetRegistry }) => markWidgets(widgetRegistry)) : Promise.resolve();
  void marked.finally(() => startTransition(() =>
    createRoot(container).render(
      <StrictMode>
        {preview.mode === 'catalogue' ? (
          <Suspense fallback={null}>
            <CatalogueFrame manifest={loaded.manifest} copy={boot.copy} clock={clock} {...(preview.widget ? { only: preview.widget } : {})} />
          </Suspense>
        ) : (
          <App manifest={loaded.manifest} copy={boot.copy} clock={clock} />
        )}
      </StrictMode>,
    ),
  ));
} else {
  createRoot(container).render(<BootFailure problems={loaded && !loaded.ok ? loaded.problems : []} />);
}
