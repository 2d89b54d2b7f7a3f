import { memo, useRef, type CSSProperties } from 'react';
import type { Game } from '../../../domain/games/gameRef.ts';
import { imageLoading, imageSources, TILE_WIDTHS } from '../../../domain/content/imageSources.ts';
import './gameTile.css';

/** Intrinsic size of tile images: the width/height attributes reserve the space (no layout shift). */
const TILE_IMAGE_SIZE = 200;
/** How wide a tile draws when its grid does not say: a third of a phone's width, a fifth of the 640 px frame. */
const TILE_SIZES = '(min-width: 640px) 120px, 31vw';

export interface GameTileProps {
  game: Game;
  /** Pressed state of the favourite button; undefined hides the button. */
  favourite?: boolean;
  onPlay(game: Game): void;
  onFavourite?(game: Game): void;
  /** Accessible name of the favourite button, e.g. t('game_favourite', {name}) (the tile has no i18n of its own). */
  favouriteLabel?: string;
  /** Positioning from a virtualized parent (transform, width). */
  style?: CSSProperties;
  /**
   * False while a fling flies past the tile: the image is not requested yet (its box keeps the size). Once true
   * the image loads and stays. Default true.
   */
  loadImage?: boolean;
  /**
   * True while a fling passes: a tile first drawn then is a plain box of its size (no text to lay out), and fills
   * in when this turns false. A tile once drawn in full stays so. Default false.
   */
  placeholder?: boolean;
  /**
   * How the image loads: 'lazy' (default) waits until it nears the viewport; 'eager' and 'high' are for tiles of
   * the first screen, 'high' for the likely LCP (the first row).
   */
  priority?: 'lazy' | 'eager' | 'high';
  /** The tile's drawn width in CSS px when the grid knows it (the image's `sizes`). */
  drawnWidth?: number;
  /** The session's image CDN origin (useImageOrigin; null: this host), passed in: the tile reads no store of its own. */
  imageOrigin: string | null;
}

/**
 * How the tile at `index` of a grid loads: the first `eagerTiles` (the rows a phone shows before any scroll) at once,
 * the first row (`columns`) first of all, since one of them is the page's likely LCP element; the rest lazily.
 */
export const tilePriority = (index: number, columns: number, eagerTiles: number): NonNullable<GameTileProps['priority']> =>
  index >= eagerTiles ? 'lazy' : index < columns ? 'high' : 'eager';

/**
 * One game as a list item: a play button named by the game (a fixed-size image at the width drawn) and a favourite toggle
 * (aria-pressed, a text star: fewer nodes per tile). Both are at least 44 px. Memoized and i18n-free, so a
 * virtualized grid mounting rows during a fling does little work per tile.
 */
export const GameTile = memo(function GameTile({
  game,
  favourite,
  onPlay,
  onFavourite,
  favouriteLabel,
  style,
  loadImage = true,
  placeholder = false,
  priority = 'lazy',
  drawnWidth,
  imageOrigin,
}: GameTileProps) {
  const name = game.gameName || game.name;
  const loaded = useRef(false);
  const drawn = useRef(false);
  if (loadImage) loaded.current = true;
  if (placeholder && !drawn.current) return <li className="game-tile game-tile-placeholder" style={style} aria-hidden="true" />;
  drawn.current = true;
  return (
    <li className="game-tile" style={style} data-node-id={game.nodeId}>
      <button type="button" className="game-tile-play" onClick={() => onPlay(game)}>
        <img
          {...(loaded.current ? imageSources(game.mobileLargeIcon || game.iconUrl, TILE_WIDTHS, drawnWidth ? `${drawnWidth}px` : TILE_SIZES, imageOrigin) : {})}
          alt=""
          width={TILE_IMAGE_SIZE}
          height={TILE_IMAGE_SIZE}
          {...imageLoading(priority !== 'lazy', priority === 'high')}
        />
        <span className="game-tile-name" data-truncates="">
          {name}
        </span>
      </button>
      {favourite === undefined || !onFavourite ? null : (
        <button type="button" className="game-tile-fav" aria-pressed={favourite} aria-label={favouriteLabel ?? name} onClick={() => onFavourite(game)}>
          <span aria-hidden="true">{favourite ? '\u2605' : '\u2606'}</span>
        </button>
      )}
    </li>
  );
});

/** A grey placeholder of a tile's size (8 of them show while the first page loads). */
export function GameTileSkeleton({ style }: { style?: CSSProperties }) {
  return (
    <li className="game-tile game-tile-skeleton" style={style} aria-hidden="true">
      <span className="game-tile-skeleton-image" />
      <span className="game-tile-skeleton-name" />
    </li>
  );
}
