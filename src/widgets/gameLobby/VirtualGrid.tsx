import { useRef, type CSSProperties, type ReactNode } from 'react';
import { GameTileSkeleton } from '../shared/game/GameTile.tsx';
import type { Game } from '../shared/game/types.ts';
import { useVirtualRows } from './useVirtualRows.ts';

export interface VirtualGridProps {
  id: string;
  label: string;
  games: readonly Game[];
  /** A skeleton row follows the games while more pages exist. */
  hasMore: boolean;
  onNearEnd(): void;
  renderTile(game: Game, style: CSSProperties): ReactNode;
}

/**
 * The game grid: a list whose height is that of all rows, with only the rows near the viewport rendered and
 * placed by transform. Tiles have a fixed size, so rows never move once shown (no layout shift while scrolling).
 */
export function VirtualGrid({ id, label, games, hasMore, onNearEnd, renderTile }: VirtualGridProps) {
  const ref = useRef<HTMLUListElement>(null);
  const { geometry: g, first, last } = useVirtualRows(ref, games.length, onNearEnd);
  const rowCount = Math.ceil(games.length / g.columns);
  const totalRows = rowCount + (hasMore ? 1 : 0);
  const place = (index: number): CSSProperties => {
    const row = Math.floor(index / g.columns);
    const col = index % g.columns;
    return { width: g.tileWidth, height: g.tileHeight, transform: `translate(${col * (g.tileWidth + g.gap)}px, ${row * g.rowHeight}px)` };
  };
  const start = Math.min(first, rowCount) * g.columns;
  const end = Math.min(games.length, (last + 1) * g.columns);
  const tiles: ReactNode[] = [];
  for (let i = start; i < end; i++) tiles.push(renderTile(games[i], place(i)));
  if (hasMore && rowCount >= first && rowCount <= last) {
    // The next page's row: skeletons where its games will appear.
    const from = rowCount * g.columns;
    for (let i = 0; i < g.columns; i++) tiles.push(<GameTileSkeleton key={`more-${i}`} style={place(from + i)} />);
  }
  return (
    <ul ref={ref} id={id} className="game-grid" aria-label={label} style={{ height: totalRows * g.rowHeight }}>
      {tiles}
    </ul>
  );
}

