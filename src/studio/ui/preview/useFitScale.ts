import { type RefObject, useEffect, useState } from 'react';

/** The scale (at most 1) that fits a width x height box into the element's content box; follows resizes. */
export function useFitScale(box: RefObject<HTMLElement | null>, width: number, height: number): number {
  const [scale, setScale] = useState(1);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const measure = () => {
      const w = el.clientWidth;
      const h = el.clientHeight;
      setScale(w > 0 && h > 0 ? Math.min(1, w / width, h / height) : 1);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [box, width, height]);
  return scale;
}
