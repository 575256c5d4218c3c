import { createContext, useContext, type ReactNode } from 'react';
import type { WidgetSource } from './registry';

/*
 * The app (composition root) owns the concrete registry and hands it down here, so a feature's page can render
 * tiles whose widgets belong to other features without importing them.
 */
const RegistryContext = createContext<WidgetSource | null>(null);

export function WidgetRegistryProvider({ registry, children }: { registry: WidgetSource; children: ReactNode }) {
  return <RegistryContext.Provider value={registry}>{children}</RegistryContext.Provider>;
}

export function useWidgetRegistry(): WidgetSource {
  const registry = useContext(RegistryContext);
  if (!registry) throw new Error('useWidgetRegistry() needs a <WidgetRegistryProvider> above it.');
  return registry;
}
