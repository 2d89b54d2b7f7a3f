import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { useConditionContext } from '../../renderer/ConditionScope.tsx';
import type { WidgetProps } from '../../renderer/defineWidget.ts';
import { useRenderer } from '../../renderer/RendererContext.tsx';
import { dataKeyOf } from '../../renderer/dataKey.ts';
import { useAppState } from '../../state/StoreProvider.tsx';
import { Icon } from '../../ui/Icon.tsx';
import { readLaunch, safeGameUrl } from '../../domain/games/launchStore.ts';
import { readGameMessage } from './messages.ts';
import './gameFrame.css';

/**
 * The full-screen game: the launched URL in an iframe, a back button to the list it came from, and the game's
 * messages. Leaving the page (back, relogin, any navigation) refreshes the data sources in refreshOnExit, so the
 * balance shows what the game changed.
 */
export function Component({ props }: WidgetProps<'gameFrame'>) {
  const { t } = useTranslation();
  const renderer = useRenderer();
  const { env } = renderer;
  const context = useConditionContext();
  const token = useAppState((s) => s.session?.token ?? null);
  const { mutate } = useSWRConfig();
  const frame = useRef<HTMLIFrameElement>(null);
  const launch = useMemo(() => readLaunch(env.storage.session), [env]);
  const url = launch ? safeGameUrl(launch.url, window.location.href) : null;
  const origin = url ? new URL(url).origin : '';
  const backTo = launch?.backTo || props.fallback;

  // Refetch on the way out even when no widget shows the source now (the list screens have no header), so the
  // next balance on screen is the one after the game: the SWR entry a parameterless binding reads is replaced.
  const exit = useRef({ token, context });
  exit.current = { token, context };
  const refreshOnExit = props.refreshOnExit;
  useEffect(
    () => () => {
      const { token: t, context: c } = exit.current;
      for (const source of refreshOnExit ?? []) {
        const def = renderer.dataSource(source);
        if (!def || (def.needsSession && !t)) continue;
        mutate(dataKeyOf(source, {}, t, c.language), def.fetch({}, env, c)).catch((err: unknown) => env.report(`Refresh of "${source}" failed`, err));
      }
    },
    [env, renderer, mutate, refreshOnExit],
  );

  useEffect(() => {
    if (!origin) return;
    const onMessage = (event: MessageEvent) => {
      const message = readGameMessage(event, origin, frame.current?.contentWindow ?? null);
      if (message?.kind === 'relogin') env.navigate(props.loginPath, { replace: true });
      else if (message?.kind === 'back') env.navigate(backTo, { replace: true });
      else if (message?.kind === 'openWindow') env.openUrl(message.url, 'blank');
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [env, origin, props.loginPath, backTo]);

  return (
    <div className="game-frame">
      <button type="button" className="game-frame-back" onClick={() => env.navigate(backTo, { replace: true })}>
        <Icon name="back" size={20} />
        <span>{t('game_back')}</span>
      </button>
      {url ? (
        <iframe ref={frame} className="game-frame-iframe" src={url} title={launch?.gameName || t('game_frame_title')} allow="autoplay; fullscreen" />
      ) : (
        <p className="game-frame-missing">{t('game_missing')}</p>
      )}
    </div>
  );
}
