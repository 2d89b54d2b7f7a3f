import { formatNumber } from '../../core/formatNumber.ts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConditionContext } from '../../renderer/ConditionScope.tsx';
import type { WidgetProps } from '../../renderer/defineWidget.ts';
import { RetryBox } from '../../renderer/RetryBox.tsx';
import type { Winner } from '../../generated/api/shapes/winner.ts';
import { toGameRef } from '../../domain/games/gameRef.ts';
import { platformImageUrl } from '../../domain/content/imageSources.ts';
import { useImageOrigin } from '../../domain/content/useImageOrigin.ts';
import { clockGate, useMotion } from '../shared/home/motion.ts';
import { useRenderer } from '../../renderer/RendererContext.tsx';
import { PauseButton } from '../shared/home/PauseButton.tsx';
import { usePlay } from '../shared/home/games.ts';
import type { Game } from '../../domain/games/gameRef.ts';
import './winnersBoard.css';
import { Button } from '../../ui/Button.tsx';

const ROW_PX = 56;

/** Entries highest win first (the data source sorts too; documents may bind other lists). */
const byAmount = (list: readonly Winner[]): Winner[] => [...list].sort((a, b) => Number(b.winAmount) - Number(a.winAmount));

/**
 * The latest winners. Above visibleRows entries the list moves up one row every `scrollIntervalMs` ms (the first
 * rows are repeated at the end so it wraps without a jump); pausable, and it stops while hovered or focused.
 */
export function Component(widget: WidgetProps<'winnersBoard'>) {
  const { node, props, data } = widget;
  const { t } = useTranslation();
  const { settings } = useConditionContext();
  const onPlay = usePlay(widget);
  const motion = useMotion();
  const { env } = useRenderer();
  const rows = props.visibleRows;
  const interval = props.scrollIntervalMs;
  const entries = byAmount(data?.data ?? []).slice(0, props.limit);
  const imageOrigin = useImageOrigin();
  const scrolls = entries.length > rows;
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (!scrolls || !motion.running) return;
    const may = clockGate(env.clock);
    const timer = setInterval(() => may() && setIndex((i) => i + 1), interval);
    return () => clearInterval(timer);
  }, [scrolls, motion.running, interval, env]);
  // Past the real entries: snap back to the top without animation (the repeated rows look the same).
  const at = scrolls ? index % (entries.length + 1) : 0;
  useEffect(() => {
    if (at === entries.length) {
      const timer = setTimeout(() => setIndex(0), 400);
      return () => clearTimeout(timer);
    }
  }, [at, entries.length]);
  if (data?.error && data.data === undefined) return <RetryBox onRetry={data.retry} testId={`${node.id}-retry`} />;
  if (entries.length === 0) return null;
  const shown = scrolls ? [...entries, ...entries.slice(0, rows)] : entries;
  const title = t(props.titleKey);
  return (
    <section className="home-block winners-board" aria-label={title} data-scrolling={scrolls} data-running={scrolls && motion.running} {...motion.handlers}>
      <div className="home-block-head">
        <h2 className="home-block-title">{title}</h2>
        {scrolls ? <PauseButton motion={motion} className="winners-toggle" /> : null}
      </div>
      <div className="winners-viewport" style={{ height: Math.min(rows, entries.length) * ROW_PX }}>
        <ol className={at === 0 ? 'winners-list winners-reset' : 'winners-list'} style={{ transform: `translateY(-${at * ROW_PX}px)` }}>
          {shown.map((w, i) => {
            const hidden = i < at || i >= at + rows;
            return (
              <li key={`${w.nodeId}-${i}`} className="winner" aria-hidden={hidden || undefined}>
                <img src={platformImageUrl(w.iconUrl, imageOrigin)} alt="" width={40} height={40} loading="lazy" decoding="async" />
                <span className="winner-text">
                  <span className="winner-game" data-truncates="">
                    {w.gameName}
                  </span>
                  <span className="winner-name" data-truncates="">
                    {w.customerName}
                  </span>
                </span>
                <span className="winner-amount">
                  {settings.currencySymbol}
                  {formatNumber(Number(w.winAmount), 2)}
                </span>
                <Button
                  size="compact"
                  className="winner-play"
                  tabIndex={hidden ? -1 : undefined}
                  aria-label={`${t('play')}: ${w.gameName}`}
                  label={t('play')}
                  onClick={() => onPlay((toGameRef(w) ?? w) as Game)}
                />
              </li>
            );
          })}
        </ol>
      </div>
    </section>
  );
}
