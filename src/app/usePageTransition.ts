import { useEffect, useRef, useState } from 'react';

const SWIPE_PX = 100;
const SWIPE_RESET_MS = 500;

/**
 * Page changes fade for 300 ms, except right after a back swipe of more than 100 px (the browser already animated
 * it); the swipe flag resets after 500 ms. Returns whether the next page should fade.
 */
export function usePageTransition(): boolean {
  const [fade, setFade] = useState(true);
  const startX = useRef<number | null>(null);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onStart = (e: TouchEvent) => {
      startX.current = e.touches[0]?.clientX ?? null;
    };
    const onEnd = (e: TouchEvent) => {
      const x = e.changedTouches[0]?.clientX;
      if (startX.current !== null && x !== undefined && x - startX.current > SWIPE_PX) {
        setFade(false);
        clearTimeout(timer);
        timer = setTimeout(() => setFade(true), SWIPE_RESET_MS);
      }
      startX.current = null;
    };
    document.addEventListener('touchstart', onStart, { passive: true });
    document.addEventListener('touchend', onEnd, { passive: true });
    return () => {
      clearTimeout(timer);
      document.removeEventListener('touchstart', onStart);
      document.removeEventListener('touchend', onEnd);
    };
  }, []);
  return fade;
}
