import { useCallback, useRef, useState } from 'react';
import type { AppEnv } from '../../core/env.ts';

/** The captcha image (GET /wps/captcha answers base64 PNG); the server binds the answer to this browser by cookie. */
export function useCaptcha(env: AppEnv): { src: string | null; refresh(): Promise<void> } {
  const [src, setSrc] = useState<string | null>(null);
  const seq = useRef(0);
  const refresh = useCallback(async () => {
    const mine = ++seq.current;
    try {
      const png = await env.api.request<string>('GET', '/wps/captcha', { query: { t: env.clock.now() } });
      if (mine === seq.current) setSrc(`data:image/png;base64,${png}`);
    } catch {
      if (mine === seq.current) setSrc(null);
    }
  }, [env]);
  return { src, refresh };
}
