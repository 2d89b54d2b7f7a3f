import { useTranslation } from 'react-i18next';
import { LOBBY_TABS, type LobbyTab } from './config.ts';

const LABELS: Record<LobbyTab, string> = { all: 'all_games', hot: 'hot_games_tab', fav: 'my_collection', recent: 'recent_games' };

/** All games, Hot games, My collection, Recent games. */
export function TabBar({ selected, controls, onSelect }: { selected: LobbyTab; controls: string; onSelect(tab: LobbyTab): void }) {
  const { t } = useTranslation();
  return (
    <div className="lobby-tabs" role="tablist" aria-label={t('game_tabs')}>
      {LOBBY_TABS.map((tab) => (
        <button
          key={tab}
          type="button"
          role="tab"
          className="lobby-tab"
          aria-selected={tab === selected}
          aria-controls={controls}
          data-tab={tab}
          onClick={() => onSelect(tab)}
        >
          {t(LABELS[tab])}
        </button>
      ))}
    </div>
  );
}
