import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GameTile } from '../../../src/widgets/shared/game/GameTile.tsx';
import { fixtureCatalogue } from '../../fixtures/games.ts';
import { sizedUrl } from '../../../src/domain/content/imageSources.ts';

afterEach(cleanup);

const game = fixtureCatalogue[0];
const tile = (props: { loadImage?: boolean; placeholder?: boolean }) => <GameTile game={game} onPlay={vi.fn()} imageOrigin={null} {...props} />;

describe('game tile while the list moves', () => {
  it('mounted during a fling it is a plain box, fills in when the fling ends, and stays filled in', () => {
    const view = render(<ul>{tile({ loadImage: false, placeholder: true })}</ul>);
    const li = () => view.container.querySelector('li')!;
    expect(li().classList.contains('game-tile-placeholder')).toBe(true);
    expect(li().getAttribute('aria-hidden')).toBe('true');
    expect(view.container.querySelector('button')).toBeNull();
    view.rerender(<ul>{tile({ loadImage: false, placeholder: false })}</ul>);
    expect(view.container.querySelector('.game-tile-name')!.textContent).toBe(game.gameName || game.name);
    // Not loading its image until the list settles.
    expect(view.container.querySelector('img')!.getAttribute('src')).toBeNull();
    view.rerender(<ul>{tile({ loadImage: false, placeholder: true })}</ul>);
    expect(view.container.querySelector('.game-tile-placeholder')).toBeNull();
    view.rerender(<ul>{tile({ loadImage: true, placeholder: false })}</ul>);
    expect(view.container.querySelector('img')!.getAttribute('src')).toBe(sizedUrl(game.mobileLargeIcon || game.iconUrl, 200));
  });

  it('drawn in full before a fling, it stays in full during it', () => {
    const view = render(<ul>{tile({})}</ul>);
    view.rerender(<ul>{tile({ loadImage: false, placeholder: true })}</ul>);
    expect(view.container.querySelector('.game-tile-placeholder')).toBeNull();
    expect(view.container.querySelector('img')!.getAttribute('src')).toBeTruthy();
  });
});
