import { createContext, type ReactNode, useContext } from 'react';
import type { BrandBundle } from '../generated/brand-bundle.ts';
import type { DeviceContext } from '../generated/context.ts';

/** The loaded brand bundle (replaced when an operator publishes another revision) and the device facts. */
export interface BrandRuntime {
  bundle: BrandBundle;
  device: DeviceContext;
  /** Asks the platform whether a newer revision of the brand was published (the app on a navigation; tests leave it out). */
  checkForUpdate?: () => void;
}

const Ctx = createContext<BrandRuntime | null>(null);

export function BrandProvider({ value, children }: { value: BrandRuntime; children: ReactNode }) {
  return <Ctx.Provider value={value}>{children}</Ctx.Provider>;
}

export function useBrand(): BrandRuntime {
  const v = useContext(Ctx);
  if (!v) throw new Error('useBrand outside BrandProvider');
  return v;
}
