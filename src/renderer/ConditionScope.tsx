import { createContext, type ReactNode, useContext, useMemo } from 'react';
import type { ConditionContext } from '../generated/context.ts';

const ScopeContext = createContext<ConditionContext | null>(null);

/** Provides the typed condition context; nested scopes add `item` for list templates. */
export function ConditionScope({ value, children }: { value: ConditionContext; children: ReactNode }) {
  return <ScopeContext.Provider value={value}>{children}</ScopeContext.Provider>;
}

/** A child scope whose `item` is the given list entry. */
export function ItemScope({ item, children }: { item: Record<string, unknown>; children: ReactNode }) {
  const parent = useConditionContext();
  const value = useMemo(() => ({ ...parent, item }), [parent, item]);
  return <ScopeContext.Provider value={value}>{children}</ScopeContext.Provider>;
}

export function useConditionContext(): ConditionContext {
  const v = useContext(ScopeContext);
  if (!v) throw new Error('useConditionContext outside ConditionScope');
  return v;
}
