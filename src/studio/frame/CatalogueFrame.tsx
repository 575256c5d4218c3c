import { useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { createQueryClient } from '../../api/query-client';
import { readyQueryLayer } from '../../api/query-layer';
import { AppProviders } from '../../app/AppProviders';
import { widgetDeclarations } from '../../app/generated/widgets';
import { widgetRegistry } from '../../app/widget-registry';
import type { Clock } from '../../engine/clock';
import { createI18n } from '../../engine/i18n/create-i18n';
import { WidgetRegistryProvider } from '../../engine/slots/registry-context';
import { TileSlot } from '../../engine/slots/TileSlot';
import type { BrandManifest } from '../../manifest/manifest-types';
import { catalogueSectionId } from './frame-names';

/**
 * The preview frame's catalogue mode: every declared widget (src/app/generated/widgets.ts, the list the registry is
 * typed against) rendered with its example props through the app's own providers, widget registry and TileSlot (its
 * error boundary and Suspense), signed in as the previewed persona, so a widget's calls answer from the demo gateway.
 * One section per widget, `#studio-widget-<name>`, where the studio scrolls to and runs axe. A new widget appears
 * here with no other change. `only`: just that widget's section. The app's own BrowserRouter (the frame's address is
 * the route the studio set, /home): a memory router would put a router the member app never uses into its vendor chunk.
 */
export default function CatalogueFrame({ manifest, copy, clock, only }: { manifest: BrandManifest; copy: Record<string, unknown>; clock: Clock; only?: string }) {
  const [i18n] = useState(() => createI18n(copy));
  const [queries] = useState(() => readyQueryLayer(createQueryClient()));
  const widgets = widgetDeclarations.filter((widget) => !only || widget.name === only);
  return (
    <AppProviders clock={clock} manifest={manifest} i18n={i18n} queries={queries}>
      <BrowserRouter>
        <WidgetRegistryProvider registry={widgetRegistry}>
          <main className="studio-catalogue-frame">
            <h1>{`Widget catalogue: ${widgets.length} widgets`}</h1>
            {widgets.map((widget) => (
              <section key={widget.name} id={catalogueSectionId(widget.name)} aria-labelledby={`${catalogueSectionId(widget.name)}-name`}>
                <h2 id={`${catalogueSectionId(widget.name)}-name`}>{widget.name}</h2>
                <TileSlot tiles={[{ id: widget.name, widget: widget.name, props: widget.example as object }]} registry={widgetRegistry} facts={{}} namedRules={{}} />
              </section>
            ))}
          </main>
        </WidgetRegistryProvider>
      </BrowserRouter>
    </AppProviders>
  );
}
