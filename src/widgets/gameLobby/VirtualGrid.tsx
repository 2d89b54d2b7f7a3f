import { useMemo, useRef, type CSSProperties, type ReactNode } from 'react';
import { GameTileSkeleton, tilePriority, type GameTileProps } from '../shared/game/GameTile.tsx';
import type { Game } from '../../domain/games/gameRef.ts';
import { OVERSCAN_ROWS, useVirtualRows } from './useVirtualRows.ts';

export interface VirtualGridProps {
  id: string;
  label: string;
  games: readonly Game[];
  /** A skeleton row follows the games while more pages exist. */
  hasMore: boolean;
  onNearEnd(): void;
  /** The grid is on the screen's first step: the rows a phone shows before any scroll load their images at once. */
  firstScreen: boolean;
  /**
   * `loadImage` is false while the list moves (the tile keeps its size and loads the image once settled);
   * `placeholder` is true while it is flung (a tile mounted then draws as a plain box until the list slows);
   * `priority` and `drawnWidth` are the tile's (see GameTileProps).
   */
  renderTile(game: Game, style: CSSProperties, loadImage: boolean, placeholder: boolean, priority: GameTileProps['priority'], drawnWidth: number): ReactNode;
}

/**
 * The game grid: a list whose height is that of all rows, with only the rows near the viewport rendered and
 * placed absolutely. Tiles have a fixed size, so rows never move once shown (no layout shift while scrolling).
 */
export function VirtualGrid({ id, label, games, hasMore, onNearEnd, firstScreen, renderTile }: VirtualGridProps) {
  const ref = useRef<HTMLUListElement>(null);
  const { geometry: g, first, last, scrolling, flinging, calm } = useVirtualRows(ref, games.length, onNearEnd);
  const rowCount = Math.ceil(games.length / g.columns);
  const totalRows = rowCount + (hasMore ? 1 : 0);
  // One style object per position and geometry: memoized tiles keep their props on scroll and do not re-render.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the cache of styles is rebuilt when the geometry it was computed for changes.
  const styles = useMemo(() => new Map<number, CSSProperties>(), [g.columns, g.tileWidth, g.tileHeight, g.rowHeight, g.gap]);
  const place = (index: number): CSSProperties => {
    let style = styles.get(index);
    if (!style) {
      const row = Math.floor(index / g.columns);
      const col = index % g.columns;
      // top/left rather than a transform: no transform node per tile, so painting a row stays one cheap chunk.
      style = { width: g.tileWidth, height: g.tileHeight, left: col * (g.tileWidth + g.gap), top: row * g.rowHeight };
      styles.set(index, style);
    }
    return style;
  };
  const start = Math.min(first, rowCount) * g.columns;
  const end = Math.min(games.length, (last + 1) * g.columns);
  const tiles: ReactNode[] = [];
  // Once settled, rows on screen load their images first and the overscan rows a moment later (smaller tasks).
  const onScreen = (i: number) => {
    const row = Math.floor(i / g.columns);
    return row >= first + OVERSCAN_ROWS && row <= last - OVERSCAN_ROWS;
  };
  // By position, not by scroll, so a tile's props stay the same as the list moves: the rows that fit a screen
  // from the top load at once, the first row first (one of its tiles is the page's LCP element); the rest lazily.
  const eagerTiles = firstScreen ? g.columns * Math.ceil((typeof window === 'undefined' ? 844 : window.innerHeight) / g.rowHeight) : 0;
  for (let i = start; i < end; i++)
    tiles.push(renderTile(games[i], place(i), !scrolling && (calm || onScreen(i)), flinging, tilePriority(i, g.columns, eagerTiles), g.tileWidth));
  if (hasMore && rowCount >= first && rowCount <= last) {
    // The next page's row: skeletons where its games will appear.
    const from = rowCount * g.columns;
    for (let i = 0; i < g.columns; i++) tiles.push(<GameTileSkeleton key={`more-${i}`} style={place(from + i)} />);
  }
  return (
    <ul ref={ref} id={id} className={scrolling ? 'game-grid game-grid-scrolling' : 'game-grid'} aria-label={label} style={{ height: totalRows * g.rowHeight }}>
      {tiles}
    </ul>
  );
}
