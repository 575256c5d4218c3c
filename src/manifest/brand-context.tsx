import { createContext, useContext, type ReactNode } from 'react';
import type { BrandManifest } from './manifest-types';

const BrandContext = createContext<BrandManifest | null>(null);

/** Makes the loaded, validated brand manifest available to the whole app. */
export function BrandProvider({ manifest, children }: { manifest: BrandManifest; children: ReactNode }) {
  return <BrandContext.Provider value={manifest}>{children}</BrandContext.Provider>;
}

/** The current brand's manifest. Throws outside BrandProvider: a missing brand is a wiring bug. */
export function useBrand(): BrandManifest {
  const manifest = useContext(BrandContext);
  if (!manifest) throw new Error('useBrand() needs a <BrandProvider> above it.');
  return manifest;
}
