import { useState } from 'react';
import { loadOnce } from '../../core/loadOnce.ts';
import { useConditionContext } from '../../renderer/ConditionScope.tsx';
import type { WidgetProps } from '../../renderer/defineWidget.ts';
import { useRenderer } from '../../renderer/RendererContext.tsx';
import { useLoaded } from '../../renderer/useLoaded.ts';
import { StorageKeys } from '../../state/storageKeys.ts';
import { useInterruption } from '../../ui/useInterruption.ts';
import { downloadBarOffer } from './rules.ts';

// The bar's drawing loads when it is its turn: it appears late (its links are data) and fixed, so nothing waits for it.
const barView = loadOnce(() => import('./DownloadBarView.tsx'));

/** The app-download bar, fixed above the bottom bar (it appears late, so it must not push the page). */
export function Component({ node, data, emit, handles }: WidgetProps<'downloadBar'>) {
  const { env } = useRenderer();
  const { device } = useConditionContext();
  const [hidden, setHidden] = useState(() => env.storage.local.getItem(StorageKeys.hideDownloadBar) === '1');
  const links = data?.data ?? [];
  const offer = downloadBarOffer(links, device, handles('install'));
  // A bar waits its turn among the bars; closed, it stays closed (the spec's hideDownloadBar, and the queue's list).
  const turn = useInterruption(node.id, 'bar', !hidden && offer !== null);
  const view = useLoaded(barView, turn.shown).value;
  if (!turn.shown || !offer || !view) return null;
  return (
    <view.DownloadBarView
      offer={offer}
      icon={links.find((l) => l.type === 'AppDownloadIcon')?.url}
      dismiss={() => {
        env.storage.local.setItem(StorageKeys.hideDownloadBar, '1');
        setHidden(true);
        turn.close();
      }}
      install={() => emit('install')}
      open={(link) => emit('open', { url: link.url, type: link.type })}
    />
  );
}
