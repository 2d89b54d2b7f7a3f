import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useModalFocus } from '../../ui/useModalFocus.ts';
import type { WidgetProps } from '../../renderer/defineWidget.ts';
import { Icon } from '../../ui/Icon.tsx';
import { GameTile } from '../shared/game/GameTile.tsx';
import type { Game } from '../../domain/games/gameRef.ts';
import { useImageOrigin } from '../../domain/content/useImageOrigin.ts';
import { usePlay } from '../shared/home/games.ts';
import { useGameSearch } from './useGameSearch.ts';
import { Button } from '../../ui/Button.tsx';
import { LoadMore } from '../../ui/LoadMore.tsx';
import { PopularGames } from './PopularGames.tsx';

/** The open search: a dialog with the box, the count and the results, paged through all of them; popular games while the box is empty. */
export default function SearchOverlay({ widget, close }: { widget: WidgetProps<'gameSearch'>; close(): void }) {
  const { t } = useTranslation();
  const play = usePlay(widget);
  const imageOrigin = useImageOrigin();
  const [text, setText] = useState('');
  const { state, type, search, more } = useGameSearch(widget.props.pageSize, widget.props.debounceMs);
  const dialog = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  useModalFocus(dialog, true, close);
  // After the dialog took focus: the box is what a searcher wants first.
  useEffect(() => input.current?.focus(), []);
  const open = (game: Game) => {
    close();
    play(game);
  };
  const onText = (v: string) => {
    setText(v);
    type(v);
  };
  return (
    <div className="game-search-layer">
      <div ref={dialog} className="game-search" role="dialog" aria-modal="true" aria-labelledby={`${id}-title`} tabIndex={-1} data-testid="game-search">
        <h2 id={`${id}-title`} className="visually-hidden">
          {t('search_games')}
        </h2>
        <form
          className="game-search-bar"
          role="search"
          onSubmit={(e) => {
            e.preventDefault();
            search(text);
          }}
        >
          <div className="game-search-box">
            <Icon name="search" size={20} />
            <input
              ref={input}
              type="search"
              enterKeyHint="search"
              aria-label={t('search_games')}
              placeholder={t('search_placeholder')}
              value={text}
              onChange={(e) => onText(e.target.value)}
            />
            {text ? (
              <button
                type="button"
                className="icon-button"
                aria-label={t('clear')}
                onClick={() => {
                  onText('');
                  input.current?.focus();
                }}
              >
                <Icon name="close" size={18} />
              </button>
            ) : null}
          </div>
          <Button variant="ghost" className="game-search-cancel" label={t('cancel')} onClick={close} />
        </form>
        <p className="game-search-count" role="status" aria-live="polite">
          {state.status === 'done'
            ? state.total > 0
              ? t('search_results', { count: state.total })
              : t('search_no_results')
            : state.status === 'loading'
              ? t('loading')
              : ''}
        </p>
        {state.games.length > 0 ? (
          <ul className="game-search-results" aria-label={t('search_results', { count: state.total })}>
            {state.games.map((g) => (
              <GameTile key={g.nodeId} game={g} imageOrigin={imageOrigin} onPlay={open} />
            ))}
          </ul>
        ) : null}
        {/* Nothing asked (or a blank box): the hot games instead of an empty panel. */}
        {state.status === 'idle' && !text.trim() ? <PopularGames limit={widget.props.pageSize} imageOrigin={imageOrigin} onPlay={open} /> : null}
        {/* The list pages through every game the count says (and a page that failed offers its retry). */}
        {state.games.length > 0 ? <LoadMore hasMore={more.hasMore} loading={more.loading} failed={more.failed} onLoad={() => void more.load()} /> : null}
      </div>
    </div>
  );
}
