import { useTranslation } from 'react-i18next';
import type { WidgetProps } from '../../renderer/defineWidget.ts';
import { RetryBox } from '../../renderer/RetryBox.tsx';
import { useFirstScreen } from '../../renderer/FirstScreen.tsx';
import { GameTile, GameTileSkeleton, tilePriority } from '../shared/game/GameTile.tsx';
import { useImageOrigin } from '../../domain/content/useImageOrigin.ts';
import { gamesOf, usePlay } from '../shared/home/games.ts';
import './gameGrid.css';
import { EmptyState } from '../../ui/EmptyState.tsx';

/** A grid is three tiles wide on a phone: the first two rows load at once at the top of a screen. */
const COLUMNS = 3;
const EAGER_TILES = 2 * COLUMNS;

/** A list's games as a grid of tiles (the category menu's hot, favourite and recent tabs). */
export function Component(widget: WidgetProps<'gameGrid'>) {
  const { props, data } = widget;
  const { t } = useTranslation();
  const onPlay = usePlay(widget);
  const firstScreen = useFirstScreen();
  const imageOrigin = useImageOrigin();
  const label = props.labelKey ? t(props.labelKey) : undefined;
  if (data?.error && data.data === undefined) return <RetryBox onRetry={data.retry} />;
  if (!data || (data.isLoading && data.data === undefined)) {
    return (
      <ul className="category-grid" aria-label={t('loading')}>
        {Array.from({ length: props.skeletons }, (_, i) => (
          <GameTileSkeleton key={i} />
        ))}
      </ul>
    );
  }
  const games = gamesOf(data.data);
  if (games.length === 0) {
    return <EmptyState message={t(props.emptyKey)} />;
  }
  return (
    <ul className="category-grid" aria-label={label}>
      {games.map((g, i) => (
        <GameTile key={g.nodeId} game={g} onPlay={onPlay} imageOrigin={imageOrigin} priority={firstScreen ? tilePriority(i, COLUMNS, EAGER_TILES) : 'lazy'} />
      ))}
    </ul>
  );
}
