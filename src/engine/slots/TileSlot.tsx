import { Suspense, useEffect } from 'react';
import { evaluateRule } from '../rules/evaluate';
import type { Facts, NamedRules, Rule } from '../rules/rule-types';
import { lazyWidget } from './lazy-widget';
import { findWidget, type WidgetRegistry } from './registry';
import { SlotErrorBoundary } from './SlotErrorBoundary';
import { SlotError, SlotSkeleton } from './SlotStates';

/** A tile as a manifest declares it. */
export interface SlotTile {
  id: string;
  widget: string;
  props: object;
  rule?: Rule;
}

export interface TileSlotProps {
  tiles: readonly SlotTile[];
  registry: WidgetRegistry;
  facts: Facts;
  namedRules: NamedRules;
}

/** The tiles whose rule holds, in manifest order. Pure. */
export function visibleTiles<T extends SlotTile>(tiles: readonly T[], facts: Facts, namedRules: NamedRules): T[] {
  return tiles.filter((tile) => evaluateRule(tile.rule, facts, namedRules));
}

/**
 * Renders a manifest's tiles: hidden by their rule, each widget lazily loaded from the registry, each inside its
 * own error boundary and Suspense, so a failing tile shows its own error card and its siblings keep working.
 * An unknown widget renders nothing and is reported with console.warn.
 */
export function TileSlot({ tiles, registry, facts, namedRules }: TileSlotProps) {
  return (
    <>
      {visibleTiles(tiles, facts, namedRules).map((tile) => {
        const load = findWidget(registry, tile.widget);
        if (!load) return <UnknownWidget key={tile.id} tileId={tile.id} widget={tile.widget} />;
        return (
          <SlotErrorBoundary key={tile.id} tileId={tile.id} widget={tile.widget} fallback={<SlotError />}>
            <Suspense fallback={<SlotSkeleton />}>
              <Widget load={load} props={tile.props} />
            </Suspense>
          </SlotErrorBoundary>
        );
      })}
    </>
  );
}

function Widget({ load, props }: { load: WidgetRegistry[string]; props: object }) {
  const Component = lazyWidget(load);
  return <Component {...props} />;
}

function UnknownWidget({ tileId, widget }: { tileId: string; widget: string }) {
  useEffect(() => {
    console.warn(`[TileSlot] tile "${tileId}" names unknown widget "${widget}"; it is not rendered.`);
  }, [tileId, widget]);
  return null;
}
