import { type ReactNode, useEffect, useRef, useState } from 'react';

/** How far below the viewport a deferred node starts loading, so it is ready before it scrolls into view. */
const MARGIN = '600px 0px';

/**
 * Holds a below-the-fold node (`"defer": true`) until it nears the viewport: its widget code, data and images
 * then load, instead of competing with the first screen.
 */
export function DeferredNode({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || near) return;
    const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: MARGIN });
    io.observe(el);
    return () => io.disconnect();
  }, [near]);
  if (near) return <>{children}</>;
  return <div ref={ref} className="node-deferred" aria-hidden="true" />;
}
