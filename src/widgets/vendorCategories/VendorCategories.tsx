import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useConditionContext } from '../../renderer/ConditionScope.tsx';
import type { WidgetProps } from '../../renderer/defineWidget.ts';
import { RetryBox } from '../../renderer/RetryBox.tsx';
import { useRenderer } from '../../renderer/RendererContext.tsx';
import { GameCarousel } from '../shared/home/GameCarousel.tsx';
import { usePlay } from '../shared/home/games.ts';
import { vendorCategories } from '../shared/home/vendorGroups.ts';
import type { Game } from '../../domain/games/gameRef.ts';
import type { VendorCategory } from '../shared/home/vendorGroups.ts';
import { VendorList } from '../shared/home/VendorList.tsx';
import { openVendor } from '../shared/home/vendorTap.ts';
import { DEFAULT_PREVIEW_VENDORS, previewPlan, usePreviews } from './previews.ts';

/** The HOME tab's category blocks over the vendor lanes (its data source): vendor lists and game carousels. */
export function Component(widget: WidgetProps<'vendorCategories'>) {
  const { node, props, data } = widget;
  const { env } = useRenderer();
  const context = useConditionContext();
  const onPlay = usePlay(widget);
  const lanes = data?.data;
  const listed = props.vendorList;
  const categories = useMemo(() => vendorCategories(lanes, props.exclude), [lanes, props.exclude]);
  const plan = useMemo(
    () =>
      previewPlan(
        categories.filter((c) => !listed.includes(c.category)),
        { ...DEFAULT_PREVIEW_VENDORS, ...props.previewVendors },
      ),
    [categories, listed, props.previewVendors],
  );
  const options = { pageSize: props.pageSize, gapMs: props.gapMs, debounceMs: props.languageDebounceMs };
  const previews = usePreviews(env, plan, context.language, options);
  const routes = props.vendorRoutes ?? NO_ROUTES;
  const moreRoutes = props.moreRoutes ?? NO_ROUTES;
  if (data?.error && lanes === undefined) return <RetryBox onRetry={data.retry} testId={`${node.id}-retry`} />;
  return (
    <>
      {categories.map((c) => (
        <CategoryBlock
          key={c.category}
          lane={c}
          listed={listed.includes(c.category)}
          games={previews[c.category]}
          moreRoute={moreRoutes[c.category] ?? routes[c.category]}
          vendorRoutes={routes}
          rows={props.rows}
          delay={props.delay}
          onPlay={onPlay}
        />
      ))}
    </>
  );
}

const NO_ROUTES: Readonly<Record<string, string>> = {};

interface CategoryBlockProps {
  lane: VendorCategory;
  /** The category shows its vendors as a list, not a carousel of their games. */
  listed: boolean;
  /** The carousel's games: undefined while its previews load. */
  games: Game[] | undefined;
  moreRoute: string | undefined;
  vendorRoutes: Readonly<Record<string, string>>;
  rows: number;
  delay: number;
  onPlay(game: Game): void;
}

/**
 * One category's block. Memoised: the previews answer one category at a time after the page has loaded, and each
 * answer draws that category's block alone (the whole list of carousels was a 20 ms task per answer).
 */
const CategoryBlock = memo(function CategoryBlock({ lane, listed, games, moreRoute, vendorRoutes, rows, delay, onPlay }: CategoryBlockProps) {
  const { t } = useTranslation();
  const { env } = useRenderer();
  const context = useConditionContext();
  const { category, vendors } = lane;
  const title = t(`game_type_${category}`, { defaultValue: category });
  if (games && games.length === 0 && !listed) return null;
  return (
    <section className="home-block" aria-label={title} data-category={category}>
      <div className="home-block-head">
        <h2 className="home-block-title">{title}</h2>
        {moreRoute ? (
          <button type="button" className="home-more" onClick={() => env.navigate(moreRoute)} aria-label={`${t('more')}: ${title}`}>
            {t('more')}
          </button>
        ) : null}
      </div>
      {listed ? (
        <VendorList vendors={vendors} label={title} onSelect={(v) => openVendor(env, context, vendorRoutes, category, v)} />
      ) : (
        <GameCarousel games={games ?? null} rows={rows} columns={3} delay={delay} label={title} onPlay={onPlay} />
      )}
    </section>
  );
});
