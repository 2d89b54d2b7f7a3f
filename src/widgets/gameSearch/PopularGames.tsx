import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Game } from '../../domain/games/gameRef.ts';
import { useCallRead } from '../../renderer/useCallRead.ts';
import { RetryBox } from '../../renderer/RetryBox.tsx';
import { GameTile } from '../shared/game/GameTile.tsx';

export interface PopularGamesProps {
  /** How many to show (the search's page size). */
  limit: number;
  imageOrigin: string | null;
  onPlay(game: Game): void;
}

/**
 * What an empty search box offers: the platform's popular games (popularGames), hottest first, under "Popular now".
 * A tap opens the game as a found one does; a failed read offers its retry; none at all shows nothing.
 */
export function PopularGames({ limit, imageOrigin, onPlay }: PopularGamesProps) {
  const { t } = useTranslation();
  const id = useId();
  const read = useCallRead('popularGames', { limit });
  if (read.status === 'error') return <RetryBox onRetry={read.retry} testId="game-search-popular-retry" />;
  const games = read.data?.list ?? [];
  if (read.status === 'ready' && games.length === 0) return null;
  return (
    <section className="game-search-popular" aria-labelledby={id} aria-busy={read.status === 'loading'} data-testid="game-search-popular">
      <h3 id={id} className="game-search-popular-title">
        {t('search_popular')}
      </h3>
      {read.status === 'loading' ? (
        <p className="game-search-count">{t('loading')}</p>
      ) : (
        <ul className="game-search-results" aria-labelledby={id}>
          {games.map((g) => (
            <GameTile key={g.nodeId} game={g} imageOrigin={imageOrigin} onPlay={onPlay} />
          ))}
        </ul>
      )}
    </section>
  );
}
