import { memo, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../Icon.tsx';
import type { Game } from './types.ts';
import './gameTile.css';

/** Intrinsic size of tile images: the width/height attributes reserve the space (no layout shift). */
export const TILE_IMAGE_SIZE = 200;

export interface GameTileProps {
  game: Game;
  /** Pressed state of the favourite button; undefined hides the button. */
  favourite?: boolean;
  onPlay(game: Game): void;
  onFavourite?(game: Game): void;
  /** Positioning from a virtualized parent (transform, width). */
  style?: CSSProperties;
}

/**
 * One game as a list item: a play button named by the game (lazy, fixed-size image) and a favourite toggle
 * (aria-pressed). Both are at least 44 px. Memoized: a virtualized grid re-renders rows on scroll.
 */
export const GameTile = memo(function GameTile({ game, favourite, onPlay, onFavourite, style }: GameTileProps) {
  const { t } = useTranslation();
  const name = game.gameName || game.name;
  return (
    <li className="game-tile" style={style} data-node-id={game.nodeId}>
      <button type="button" className="game-tile-play" onClick={() => onPlay(game)}>
        <img src={game.mobileLargeIcon || game.iconUrl} alt="" width={TILE_IMAGE_SIZE} height={TILE_IMAGE_SIZE} loading="lazy" decoding="async" />
        <span className="game-tile-name">{name}</span>
      </button>
      {favourite === undefined || !onFavourite ? null : (
        <button
          type="button"
          className="game-tile-fav"
          aria-pressed={favourite}
          aria-label={t('game_favourite', { name })}
          onClick={() => onFavourite(game)}
        >
          <Icon name="star" size={20} />
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
