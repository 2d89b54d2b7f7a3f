import { useTranslation } from 'react-i18next';
import type { DataBinding } from '../../generated/data-binding.ts';
import { RetryBox } from '../../renderer/RetryBox.tsx';
import { useDataSource } from '../../renderer/useDataSource.ts';
import { Icon } from '../shared/Icon.tsx';
import { GameTile, GameTileSkeleton } from '../shared/game/GameTile.tsx';
import type { Game } from '../shared/game/types.ts';
import { gamesOf } from '../shared/home/games.ts';

/** One list tab (hot, favourites, recent): a grid of tiles, skeletons while loading, retry on failure. */
export function GameListPanel({ binding, label, onPlay }: { binding: DataBinding; label: string; onPlay(game: Game): void }) {
  const { t } = useTranslation();
  const state = useDataSource(binding);
  if (state?.error) return <RetryBox onRetry={state.retry} />;
  if (!state || state.isLoading) {
    return <ul className="category-grid" aria-label={t('loading')}>{Array.from({ length: 6 }, (_, i) => <GameTileSkeleton key={i} />)}</ul>;
  }
  const games = gamesOf(state.data);
  if (games.length === 0) {
    return (
      <p className="category-empty">
        <Icon name="empty" size={40} />
        <span>{t('game_list_empty')}</span>
      </p>
    );
  }
  return (
    <ul className="category-grid" aria-label={label}>
      {games.map((g) => <GameTile key={g.nodeId} game={g} onPlay={onPlay} />)}
    </ul>
  );
}
