import { htmlLang } from '../core/htmlLang.ts';
import { zoneName } from '../core/zonedTime.ts';
import { useAppState } from '../state/StoreProvider.tsx';
import { timeZoneOf } from '../state/timeZone.ts';
import { useRenderer } from './RendererContext.tsx';

/** The brand's time zone named in the page's language, for "resets at 00:00 …": "Philippine Standard Time", "UTC". */
export function useTimeZoneName(): string {
  const { env } = useRenderer();
  const timeZone = useAppState(timeZoneOf);
  const language = useAppState((s) => s.language);
  return zoneName(timeZone, htmlLang(language), env.clock.now());
}
