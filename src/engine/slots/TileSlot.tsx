import { Fragment, Suspense, useEffect, type ReactNode } from 'react';
import { decideRule, evaluateRule, type RuleDecision } from '../rules/evaluate';
import type { Facts, NamedRules, Rule } from '../rules/rule-types';
import { lazyWidget } from './lazy-widget';
import { findWidget, type WidgetRegistry, type WidgetSource } from './registry';
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
  registry: WidgetSource;
  facts: Facts;
  namedRules: NamedRules;
  /** Facts whose value is not known (their call failed): a tile whose rule turns on one renders `undecided`. */
  undecided?: ReadonlySet<string>;
  /** What stands in for a tile that cannot be decided (by default nothing). */
  renderUndecided?: (tile: SlotTile) => ReactNode;
  /**
   * How a tile's rule decides: a page passes its product's gate (src/manifest/gates.ts, which the studio's trace uses
   * too); by default the rule over the facts with `undecided`.
   */
  decide?: (rule: Rule | undefined) => RuleDecision;
}

/** The tiles whose rule holds, in manifest order. Pure. */
export function visibleTiles<T extends SlotTile>(tiles: readonly T[], facts: Facts, namedRules: NamedRules, undecided?: ReadonlySet<string>): T[] {
  return tiles.filter((tile) => evaluateRule(tile.rule, facts, namedRules, undecided));
}

/**
 * Renders a manifest's tiles: hidden by their rule, each widget lazily loaded from the registry, each inside its
 * own error boundary and Suspense, so a failing tile shows its own error card and its siblings keep working.
 * An unknown widget renders nothing and is reported with console.warn. A tile whose rule is undecided (a fact's call
 * failed) renders `renderUndecided`: it can neither be shown nor honestly left out.
 */
export function TileSlot({ tiles, registry, facts, namedRules, undecided, renderUndecided, decide }: TileSlotProps) {
  return (
    <>
      {tiles.map((tile) => {
        const decision = decide ? decide(tile.rule) : decideRule(tile.rule, facts, namedRules, undecided);
        if (decision === 'hide') return null;
        if (decision === 'undecided') return <Fragment key={tile.id}>{renderUndecided?.(tile) ?? null}</Fragment>;
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
