import { lazy, Suspense, useCallback, useEffect, useId, useMemo, useReducer, useRef, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameVendor } from '../../generated/api/shapes/gameVendor.ts';
import { useConditionContext } from '../../renderer/ConditionScope.tsx';
import { useFirstScreen } from '../../renderer/FirstScreen.tsx';
import type { WidgetProps } from '../../renderer/defineWidget.ts';
import { useRenderer } from '../../renderer/RendererContext.tsx';
import { RetryBox } from '../../renderer/RetryBox.tsx';
import { toggleFavourite, useFavouriteIds } from '../../domain/games/favourites.ts';
import { GameTile, GameTileSkeleton, type GameTileProps } from '../shared/game/GameTile.tsx';
import { useImageOrigin } from '../../domain/content/useImageOrigin.ts';
import { launchGame, launchVendor } from '../../domain/games/launchLater.ts';
import type { Game } from '../../domain/games/gameRef.ts';
import { resolveLobbyConfig, type LobbyConfig, type LobbyTab } from './config.ts';
import { FilterPanel } from './FilterPanel.tsx';
import { initialLobbyState, narrowsOwnList, reduceLobby, type LobbyEvent, type LobbyState } from './lobbyState.ts';
import { filterHotList, listRequest } from './request.ts';
import { SearchBox } from './SearchBox.tsx';
import { TabBar } from './TabBar.tsx';
import { usePagedGames } from './usePagedGames.ts';
import { useIdleOnce } from './useIdleOnce.ts';
import { VendorMenu } from './VendorMenu.tsx';
import { VirtualGrid } from './VirtualGrid.tsx';
import './gameLobby.css';
import { EmptyState } from '../../ui/EmptyState.tsx';

const SKELETONS = 8;
// The game-type chips and their read (vassGameType) load when the filter panel is first opened.
const ClassifyChips = lazy(() => import('./ClassifyChips.tsx'));
const NEEDS_SESSION: readonly LobbyTab[] = ['fav', 'recent'];

/**
 * What an empty list says: My collection and Recent games that nothing narrows say the member has none yet (a guest,
 * that they are a member's lists), not that a search found nothing.
 */
function emptyKey(dataType: LobbyState['dataType'], vendor: string, loggedIn: boolean): string {
  if (vendor || (dataType !== 'fav' && dataType !== 'recent')) return 'game_list_empty';
  const list = dataType === 'fav' ? 'favourites' : 'recent';
  return loggedIn ? `${list}_empty` : `${list}_login`;
}

/** A game list screen configured by its props; a new route query (e.g. ?vassalage=) starts a fresh lobby. */
export function Component(widget: WidgetProps<'gameLobby'>) {
  const context = useConditionContext();
  const { props } = widget;
  const config = useMemo(() => resolveLobbyConfig(props, context.route.query, context.settings), [props, context.route.query, context.settings]);
  return <Lobby key={JSON.stringify(config)} config={config} widget={widget} />;
}

function Lobby({ config, widget }: { config: LobbyConfig; widget: WidgetProps<'gameLobby'> }) {
  const { t } = useTranslation();
  const { env } = useRenderer();
  const context = useConditionContext();
  const loggedIn = context.session.loggedIn;
  const imageOrigin = useImageOrigin();
  const reducer = useCallback((s: LobbyState, e: LobbyEvent) => reduceLobby(config, s, e), [config]);
  const [state, dispatch] = useReducer(reducer, config, initialLobbyState);
  const gridId = `${useId()}-grid`;
  const firstScreen = useFirstScreen();

  // The vendor lanes come from the node's data (gameVendors): the vendor menu and a category's first vendor.
  const vendors = widget.data;
  const lanes = vendors?.data;
  const laneVendors: GameVendor[] = lanes?.mapping?.[config.category] ?? [];
  const listsAll = state.dataType === 'all' || state.dataType === 'filter';
  const needsFirst = listsAll && !state.vendor && !config.vassalage && config.firstVendor && config.category !== '';
  const waitingForVendors = needsFirst && !lanes && !vendors?.error;
  const vendor = state.vendor ?? (config.vassalage || (needsFirst ? (laneVendors[0]?.vassalage ?? '') : ''));
  const request = useMemo(() => (waitingForVendors ? null : listRequest(config, state, vendor)), [waitingForVendors, config, state, vendor]);
  const paged = usePagedGames(request);

  // Favourites and recent games need a session: guests get a 2 s notice and keep the current list.
  const toastLogin = useCallback(() => env.notify({ messageKey: 'in_logged_login', kind: 'info' }), [env]);
  const initialTab = useRef(config.tab);
  useEffect(() => {
    if (!loggedIn && NEEDS_SESSION.includes(initialTab.current)) toastLogin();
  }, [loggedIn, toastLogin]);
  const selectTab = (tab: LobbyTab) => {
    if (!loggedIn && NEEDS_SESSION.includes(tab)) toastLogin();
    else dispatch({ type: 'tab', tab });
  };

  const favourites = useFavouriteIds();
  const games = useMemo(() => {
    if (state.dataType === 'hot') return filterHotList(paged.games, state, vendor);
    if (state.dataType === 'fav' && favourites) return paged.games.filter((g) => favourites.has(g.nodeId));
    return paged.games;
  }, [paged.games, state, favourites, vendor]);

  // Stable callbacks so memoized tiles do not re-render on scroll.
  const live = useRef({ widget, context });
  live.current = { widget, context };
  const onPlay = useCallback(
    (game: Game) => {
      const { widget: w, context: c } = live.current;
      if (w.handles('play')) w.emit('play', { game });
      else void launchGame(env, c, game);
    },
    [env],
  );
  const onFavourite = useCallback(
    (game: Game) => {
      const { widget: w } = live.current;
      if (w.handles('favourite')) w.emit('favourite', { game });
      else void toggleFavourite(env, game);
    },
    [env],
  );
  const onVendor = (v: GameVendor) => {
    // On My collection and Recent games the chip narrows the tab's own list, which stays.
    if (narrowsOwnList(state.dataType)) {
      dispatch({ type: 'vendor', vendor: v.vassalage });
      return;
    }
    const route = config.vendorRoutes[config.category];
    if (route) env.navigate(`${route}?vassalage=${encodeURIComponent(v.vassalage)}`);
    else void launchVendor(env, context, { vassalage: v.vassalage, gameType: v.gameType, category: config.category });
  };
  const renderTile = useCallback(
    (game: Game, style: CSSProperties, loadImage: boolean, placeholder: boolean, priority: GameTileProps['priority'], drawnWidth: number) => (
      <GameTile
        key={game.nodeId}
        game={game}
        style={style}
        loadImage={loadImage}
        placeholder={placeholder}
        priority={priority}
        drawnWidth={drawnWidth}
        imageOrigin={imageOrigin}
        favourite={favourites?.has(game.nodeId) ?? false}
        favouriteLabel={t('game_favourite', { name: game.gameName || game.name })}
        onPlay={onPlay}
        onFavourite={onFavourite}
      />
    ),
    [favourites, onPlay, onFavourite, t, imageOrigin],
  );

  // The vendor logos wait for the first page of games and then an idle moment: fourteen of them asked for
  // first took the six connections of a slow phone network ahead of the first row's tiles (the LCP).
  const logos = useIdleOnce(paged.status !== 'loading');
  const loading = paged.status === 'loading';
  const onClassify = (classify: string) => dispatch({ type: 'classify', classify });
  return (
    <section className="lobby" data-data-type={state.dataType} data-vendor={vendor} aria-busy={loading}>
      {config.showSearch ? <SearchBox id={`${gridId}-search`} value={state.name} onSearch={(name) => dispatch({ type: 'search', name })} /> : null}
      {config.showTabs ? <TabBar selected={state.tab} controls={gridId} onSelect={selectTab} /> : null}
      {config.showFilters ? (
        <FilterPanel
          minBets={config.minBets}
          minBet={state.minBet}
          classifyChips={
            <Suspense fallback={<p className="lobby-chips-note">{t('loading')}</p>}>
              <ClassifyChips
                config={config}
                vendor={vendor}
                hotGames={state.dataType === 'hot' && config.mode === 'hot' ? paged.games : null}
                classify={state.classify}
                onClassify={onClassify}
              />
            </Suspense>
          }
          classify={state.classify}
          onMinBet={(minBet) => dispatch({ type: 'minBet', minBet })}
          onClassify={onClassify}
        />
      ) : null}
      {config.showVendorMenu ? <VendorMenu vendors={laneVendors} active={vendor} logos={logos} onSelect={onVendor} /> : null}
      {loading ? (
        <ul className="game-grid game-grid-static" aria-label={t('loading')}>
          {Array.from({ length: SKELETONS }, (_, i) => (
            <GameTileSkeleton key={i} />
          ))}
        </ul>
      ) : paged.status === 'error' ? (
        <RetryBox onRetry={paged.retry} />
      ) : games.length === 0 ? (
        <div id={gridId}>
          <EmptyState message={t(emptyKey(state.dataType, vendor, loggedIn))} />
        </div>
      ) : (
        <VirtualGrid
          id={gridId}
          label={t(widget.props.labelKey ?? 'games_label')}
          games={games}
          hasMore={paged.hasMore}
          onNearEnd={paged.loadMore}
          firstScreen={firstScreen}
          renderTile={renderTile}
        />
      )}
    </section>
  );
}
