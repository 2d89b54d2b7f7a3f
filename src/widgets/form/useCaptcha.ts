import { useCallback, useMemo, useRef, useState } from 'react';
import type { AppEnv } from '../../renderer/env.ts';
import { useMutation } from '../../renderer/useMutation.ts';

/**
 * The captcha image (the captcha call answers base64 PNG); the server binds the answer to this browser by cookie.
 * Each refresh asks the platform for a new image (a send of its own, never a cached answer); only the latest
 * refresh's answer is shown, and a failed one shows none.
 */
export function useCaptcha(env: Pick<AppEnv, 'clock'>): { src: string | null; refresh(): Promise<void> } {
  const [src, setSrc] = useState<string | null>(null);
  const seq = useRef(0);
  const { send } = useMutation();
  const refresh = useCallback(async () => {
    const mine = ++seq.current;
    const png = await send('captcha', { t: String(env.clock.now()) });
    if (mine === seq.current) setSrc(png === undefined ? null : `data:image/png;base64,${png}`);
  }, [env, send]);
  // One object per image: the form's controller and tab switch depend on it, and would otherwise change (and
  // re-render what uses them) on every keystroke.
  return useMemo(() => ({ src, refresh }), [src, refresh]);
}
