import { useTranslation } from 'react-i18next';
import type { WidgetProps } from '../../renderer/defineWidget.ts';
import { RetryBox } from '../../renderer/RetryBox.tsx';
import { Icon } from '../../ui/Icon.tsx';
import { GameCarousel } from '../shared/home/GameCarousel.tsx';
import { gamesOf, usePlay } from '../shared/home/games.ts';

/** A titled block of game tiles (hot row, JILI row): skeletons keep its height while loading; hidden when empty. */
export function Component(widget: WidgetProps<'gameRow'>) {
  const { props, data, emit, handles } = widget;
  const { t } = useTranslation();
  const onPlay = usePlay(widget);
  const loading = !data || (data.isLoading && data.data === undefined);
  const games = loading ? null : gamesOf(data.data).slice(0, props.limit ?? 100);
  if (data?.error && !data.data) return <RetryBox onRetry={data.retry} />;
  if (games && games.length === 0) return null;
  const title = t(props.titleKey);
  return (
    <section className="home-block" aria-label={title}>
      <div className="home-block-head">
        <h2 className="home-block-title">
          {props.icon ? <Icon name={props.icon} size={20} /> : null}
          {title}
        </h2>
        {handles('more') ? (
          <button type="button" className="home-more" onClick={() => emit('more')}>
            {t(props.moreKey)}
          </button>
        ) : null}
      </div>
      <GameCarousel games={games} rows={props.rows} columns={props.columns} delay={props.delay ?? 0} label={title} onPlay={onPlay} />
    </section>
  );
}
