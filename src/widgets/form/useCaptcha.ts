import { useCallback, useMemo, useRef, useState } from 'react';
import type { AppEnv } from '../../renderer/env.ts';

/** The captcha image (the captcha call answers base64 PNG); the server binds the answer to this browser by cookie. */
export function useCaptcha(env: AppEnv): { src: string | null; refresh(): Promise<void> } {
  const [src, setSrc] = useState<string | null>(null);
  const seq = useRef(0);
  const refresh = useCallback(async () => {
    const mine = ++seq.current;
    try {
      const png = await env.api.call('captcha', { t: String(env.clock.now()) });
      if (mine === seq.current) setSrc(`data:image/png;base64,${png}`);
    } catch {
      if (mine === seq.current) setSrc(null);
    }
  }, [env]);
  // One object per image: the form's controller and tab switch depend on it, and would otherwise change (and
  // re-render what uses them) on every keystroke.
  return useMemo(() => ({ src, refresh }), [src, refresh]);
}
