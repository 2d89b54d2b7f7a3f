import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Announcement } from '../../generated/api/shapes/announcement.ts';
import { promotionPeriod } from '../../core/formatDate.ts';
import { useConditionContext } from '../../renderer/ConditionScope.tsx';
import type { WidgetProps } from '../../renderer/defineWidget.ts';
import { RetryBox } from '../../renderer/RetryBox.tsx';
import { useFirstScreen } from '../../renderer/FirstScreen.tsx';
import { imageLoading, imageSources, SIZES_CONTENT, WIDE_WIDTHS } from '../../domain/content/imageSources.ts';
import { useImageOrigin } from '../../domain/content/useImageOrigin.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { Tabs, type TabItem } from '../../ui/Tabs.tsx';
import { coverOf } from '../shared/promotionCover.ts';
import './promotionList.css';

const ALL = 'all';

/** Category menu over promotion cards; a card (or the route's `id` query) emits `open`. */
export function Component({ props, data, emit }: WidgetProps<'promotionList'>) {
  const { t } = useTranslation();
  const query = useConditionContext().route.query;
  const firstScreen = useFirstScreen();
  const board = data?.data;
  const showAll = props.allEntry?.show !== false;
  const tabs = useMemo((): TabItem[] => {
    const categories = (board?.categories ?? []).map((c): TabItem => ({ id: String(c.id), label: c.name }));
    return showAll ? [{ id: ALL, labelKey: props.allEntry?.labelKey ?? 'all' }, ...categories] : categories;
  }, [board, showAll, props.allEntry?.labelKey]);
  const [picked, setPicked] = useState<string | null>(null);
  const active = picked ?? tabs[0]?.id ?? ALL;
  const shown = useMemo(
    () => (board?.promotions ?? []).filter((p) => active === ALL || p.promoAnnouncementCategoryIds.includes(Number(active))),
    [board, active],
  );

  // A link to /m/activity?id=... opens that promotion directly (once per id).
  const opened = useRef<string | null>(null);
  const wanted = typeof query.id === 'string' ? query.id : '';
  useEffect(() => {
    if (!/^\d+$/.test(wanted) || opened.current === wanted) return;
    opened.current = wanted;
    emit('open', { id: Number(wanted) });
  }, [wanted, emit]);

  if (data?.error && !board) return <RetryBox onRetry={data.retry} testId="promotions-retry" />;
  return (
    <section className="promo-list" aria-busy={!board}>
      {tabs.length > 1 || !board ? (
        <div className="bleed promo-list-menu">
          <Tabs tabs={tabs} active={active} onSelect={setPicked} labelKey={props.labelKey} testIdPrefix="promo-category-" scrollable />
        </div>
      ) : null}
      {!board ? (
        <PromotionSkeletons />
      ) : shown.length === 0 ? (
        <EmptyState message={t('promo_none')} testId="promotions-empty" />
      ) : (
        <ul className="promo-cards" aria-label={t('title_activity')}>
          {shown.map((p, i) => (
            // The first card's cover is the top of the screen (its LCP): loaded at once; the others lazily.
            <PromotionCard key={p.id} promotion={p} longTerm={t('long_term')} onOpen={() => emit('open', { id: p.id })} first={firstScreen && i === 0} />
          ))}
        </ul>
      )}
    </section>
  );
}

function PromotionCard({ promotion, longTerm, onOpen, first }: { promotion: Announcement; longTerm: string; onOpen(): void; first: boolean }) {
  const cover = coverOf(promotion);
  const imageOrigin = useImageOrigin();
  return (
    <li className="promo-card">
      <button type="button" className="promo-card-button" onClick={onOpen} data-testid={`promotion-${promotion.id}`}>
        {cover ? (
          <img
            className="promo-card-image"
            {...imageSources(cover, WIDE_WIDTHS, SIZES_CONTENT, imageOrigin)}
            alt=""
            width={690}
            height={300}
            {...imageLoading(first, true)}
          />
        ) : null}
        <span className="promo-card-text">
          <span className="promo-card-title">{promotion.title}</span>
          <span className="promo-card-period">{promotionPeriod(promotion, longTerm)}</span>
        </span>
      </button>
    </li>
  );
}

function PromotionSkeletons() {
  return (
    <div className="promo-cards">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} height={180} className="promo-card-skeleton" />
      ))}
    </div>
  );
}
