import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameFrameProps } from '../../generated/widgets/gameFrame.ts';
import type { WidgetProps } from '../../renderer/defineWidget.ts';
import { useRenderer } from '../../renderer/RendererContext.tsx';
import { Icon } from '../shared/Icon.tsx';
import { readLaunch, safeGameUrl } from '../shared/game/launchStore.ts';
import { readGameMessage } from './messages.ts';
import './gameFrame.css';

/**
 * The full-screen game: the launched URL in an iframe, a back button to the list it came from, and the game's
 * messages. Leaving the page (back, relogin, any navigation) refreshes the data sources in refreshOnExit, so the
 * balance shows what the game changed.
 */
export function Component({ props }: WidgetProps<GameFrameProps>) {
  const { t } = useTranslation();
  const { env } = useRenderer();
  const frame = useRef<HTMLIFrameElement>(null);
  const launch = useMemo(() => readLaunch(env.storage.session), [env]);
  const url = launch ? safeGameUrl(launch.url, window.location.href) : null;
  const origin = url ? new URL(url).origin : '';
  const backTo = launch?.backTo || props.fallback || '/m/home';

  const refreshOnExit = props.refreshOnExit;
  useEffect(
    () => () => {
      for (const source of refreshOnExit ?? []) void env.refreshData(source);
    },
    [env, refreshOnExit],
  );

  useEffect(() => {
    if (!origin) return;
    const onMessage = (event: MessageEvent) => {
      const message = readGameMessage(event, origin, frame.current?.contentWindow ?? null);
      if (message?.kind === 'relogin') env.navigate(props.loginPath ?? '/m/login', { replace: true });
      else if (message?.kind === 'openWindow') env.openUrl(message.url, 'blank');
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [env, origin, props.loginPath]);

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
