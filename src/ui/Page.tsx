import type { ReactNode } from 'react';
import './page.css';

/**
 * The page container every screen's body sits in: the gutter (never less than the device's safe-area inset), a
 * vertical rhythm between blocks, and room above the bottom bar. Widgets that run edge to edge add `bleed`.
 */
export function Page({ children, fade }: { children: ReactNode; fade?: boolean }) {
  return (
    <main id="main" className={fade ? 'page page-fade' : 'page'}>
      {children}
    </main>
  );
}
