import { useEffect, useRef } from 'react';
import { GameTile, GameTileSkeleton } from '../game/GameTile.tsx';
import { useImageOrigin } from '../../../domain/content/useImageOrigin.ts';
import type { Game } from '../../../domain/games/gameRef.ts';
import { pagesOf } from './games.ts';
import { clockGate, useMotion } from './motion.ts';
import { useRenderer } from '../../../renderer/RendererContext.tsx';
import { PauseButton } from './PauseButton.tsx';
import './home.css';

export interface GameCarouselProps {
  games: readonly Game[] | null;
  rows: number;
  columns: number;
  /** Auto-advance every delay ms; 0 = never. */
  delay: number;
  label: string;
  onPlay(game: Game): void;
}

/**
 * Pages of rows x columns game tiles that scroll sideways (CSS scroll snap, no library); with a delay the pages
 * advance by themselves, with a pause button. `games` null = loading: skeletons keep the block's height.
 */
export function GameCarousel({ games, rows, columns, delay, label, onPlay }: GameCarouselProps) {
  const track = useRef<HTMLDivElement>(null);
  const motion = useMotion();
  const imageOrigin = useImageOrigin();
  const { env } = useRenderer();
  const size = rows * columns;
  const pages = games ? pagesOf(games, size) : [Array.from({ length: size }, () => null)];
  const moving = delay > 0 && pages.length > 1;
  const count = pages.length;
  useEffect(() => {
    if (!moving || !motion.running) return;
    const may = clockGate(env.clock);
    const timer = setInterval(() => {
      const el = track.current;
      if (!may() || !el || typeof el.scrollTo !== 'function' || el.clientWidth === 0) return;
      const next = (Math.round(el.scrollLeft / el.clientWidth) + 1) % count;
      el.scrollTo({ left: next * el.clientWidth, behavior: 'smooth' });
    }, delay);
    return () => clearInterval(timer);
  }, [moving, motion.running, delay, count, env]);
  const style = { gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` };
  return (
    <div className="game-carousel" data-running={moving && motion.running} {...motion.handlers}>
      <div className="game-carousel-track" ref={track}>
        {pages.map((page, i) => (
          <ul className="game-carousel-page" style={style} key={i} aria-label={pages.length > 1 ? `${label} ${i + 1}/${pages.length}` : label}>
            {page.map((g, j) => (g ? <GameTile key={g.nodeId} game={g} onPlay={onPlay} imageOrigin={imageOrigin} /> : <GameTileSkeleton key={j} />))}
          </ul>
        ))}
      </div>
      {moving ? (
        <div className="game-carousel-controls">
          <PauseButton motion={motion} className="game-carousel-toggle" />
        </div>
      ) : null}
    </div>
  );
}
