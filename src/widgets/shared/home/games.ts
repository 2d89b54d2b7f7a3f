import { useCallback, useRef } from 'react';
import { useConditionContext } from '../../../renderer/ConditionScope.tsx';
import type { WidgetProps } from '../../../renderer/defineWidget.ts';
import { useRenderer } from '../../../renderer/RendererContext.tsx';
import { launchGame } from '../game/launch.ts';
import type { Game } from '../game/types.ts';

/** The games of any list answer: an array (hot), {games} (list), {content} (favourites) or {list} (recent). */
export function gamesOf(value: unknown): Game[] {
  if (Array.isArray(value)) return value as Game[];
  if (!value || typeof value !== 'object') return [];
  const v = value as { games?: unknown; content?: unknown; list?: unknown };
  const list = v.games ?? v.content ?? v.list;
  return Array.isArray(list) ? (list as Game[]) : [];
}

/**
 * A stable play handler for tiles: the node's `play` actions when the document declares them, else the shared
 * launch (members launch, guests go to the login screen).
 */
export function usePlay(widget: Pick<WidgetProps<unknown>, 'emit' | 'handles'>): (game: Game) => void {
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
