import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WidgetProps } from '../../renderer/defineWidget.ts';
import { RetryBox } from '../../renderer/RetryBox.tsx';
import { Icon } from '../../ui/Icon.tsx';
import { GameTile } from '../shared/game/GameTile.tsx';
import { useImageOrigin } from '../../domain/content/useImageOrigin.ts';
import { gamesOf, usePlay } from '../shared/home/games.ts';
import './hotGamesBlock.css';
import { Button } from '../../ui/Button.tsx';

/**
 * Hot games pageSize at a time, after the `skip` the screen shows above; 'more games' shows the next page until the
 * total page count is reached.
 */
export function Component(widget: WidgetProps<'hotGamesBlock'>) {
  const { node, props, data, renderSlot } = widget;
  const { t } = useTranslation();
  const onPlay = usePlay(widget);
  const imageOrigin = useImageOrigin();
  const [page, setPage] = useState(1);
  const games = gamesOf(data?.data).slice(props.skip);
  if (data?.error && data.data === undefined) return <RetryBox onRetry={data.retry} testId={`${node.id}-retry`} />;
  if (games.length === 0) return null;
  const size = props.pageSize;
  const totalPages = Math.ceil(games.length / size);
  const title = t(props.titleKey);
  return (
    <section className="home-block hot-games-block" aria-label={title} data-page={page} data-total-pages={totalPages}>
      <h2 className="home-block-title">
        <Icon name="fire" size={20} />
        {title}
      </h2>
      {renderSlot('banner')}
      <ul className="hot-games-grid" aria-label={title}>
        {games.slice(0, page * size).map((g) => (
          <GameTile key={g.nodeId} game={g} onPlay={onPlay} imageOrigin={imageOrigin} />
        ))}
      </ul>
      {page < totalPages ? (
        <Button variant="secondary" block className="hot-games-more" label={t('more_games')} onClick={() => setPage((p) => Math.min(p + 1, totalPages))} />
      ) : null}
    </section>
  );
}
