import { createContext, useContext, type ReactNode } from 'react';

/**
 * True under the nodes a screen draws in its first step (its top, through its first data-fed node: see
 * firstRevealStep). Their images are what a visitor sees first and the likely LCP element, so image widgets load
 * them at once (not lazily, which waits for layout) and mark the first one high priority; images anywhere else
 * stay lazy. Chrome areas, popups and deferred nodes are not under it.
 */
const FirstScreenContext = createContext(false);

export function FirstScreen({ children }: { children: ReactNode }) {
  return <FirstScreenContext value={true}>{children}</FirstScreenContext>;
}

export const useFirstScreen = (): boolean => useContext(FirstScreenContext);
