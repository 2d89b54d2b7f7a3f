import { useCallback, useRef } from 'react';
import { useConditionContext } from '../../../renderer/ConditionScope.tsx';
import { useRenderer } from '../../../renderer/RendererContext.tsx';
import { launchGame } from '../../../domain/games/launchLater.ts';
import type { Game } from '../../../domain/games/gameRef.ts';
import type { DataValueMap } from '../../../generated/registry.ts';

/** What the game list sources yield: the games (hot), or a page of them as list, favourites or recent answer it. */
export type GameListData = DataValueMap['hotGames' | 'gameList' | 'favouriteGames' | 'recentGames'];

/** The games of any list answer: an array (hot), {games} (list), {content} (favourites) or {list} (recent). */
export function gamesOf(value: GameListData | undefined): Game[] {
  if (!value) return [];
  if (Array.isArray(value)) return value;
  if ('games' in value) return value.games;
  if ('content' in value) return value.content;
  return value.list;
}

/** A widget that emits `play` with {game} (its schema lists the event). */
export interface PlayEmitter {
  emit(event: 'play', payload: { game: Game }): void;
  handles(event: 'play'): boolean;
}

/**
 * A stable play handler for tiles: the node's `play` actions when the document declares them, else the shared
 * launch (members launch, guests go to the login screen).
 */
export function usePlay(widget: PlayEmitter): (game: Game) => void {
  const { env } = useRenderer();
  const context = useConditionContext();
  const live = useRef({ widget, context });
  live.current = { widget, context };
  return useCallback(
    (game: Game) => {
      const { widget: w, context: c } = live.current;
      if (w.handles('play')) w.emit('play', { game });
      else void launchGame(env, c, game);
    },
    [env],
  );
}

/** Splits a list into pages of `size`. */
export function pagesOf<T>(items: readonly T[], size: number): T[][] {
  const pages: T[][] = [];
  for (let i = 0; i < items.length; i += size) pages.push(items.slice(i, i + size));
  return pages;
}
