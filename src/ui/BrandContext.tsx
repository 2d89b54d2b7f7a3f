import { createContext, type ReactNode, useContext } from 'react';
import type { BrandBundle } from '../generated/brand-bundle.ts';
import type { DeviceContext } from '../generated/context.ts';

/** The loaded brand bundle and the device facts, fixed for the app's lifetime. */
export interface BrandRuntime {
  bundle: BrandBundle;
  device: DeviceContext;
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
