import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useConditionContext } from '../../renderer/ConditionScope.tsx';
import type { WidgetProps } from '../../renderer/defineWidget.ts';
import { RetryBox } from '../../renderer/RetryBox.tsx';
import { useRenderer } from '../../renderer/RendererContext.tsx';
import { GameCarousel } from '../shared/home/GameCarousel.tsx';
import { usePlay } from '../shared/home/games.ts';
import { vendorCategories } from '../shared/home/vendorGroups.ts';
import { VendorList } from '../shared/home/VendorList.tsx';
import { openVendor } from '../shared/home/vendorTap.ts';
import { DEFAULT_PREVIEW_VENDORS, previewPlan, usePreviews } from './previews.ts';

/** The HOME tab's category blocks over the vendor lanes (its data source): vendor lists and game carousels. */
export function Component(widget: WidgetProps<'vendorCategories'>) {
  const { node, props, data } = widget;
  const { t } = useTranslation();
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
  const routes = props.vendorRoutes ?? {};
  const more: Record<string, string> = { ...routes, ...props.moreRoutes };
  if (data?.error && lanes === undefined) return <RetryBox onRetry={data.retry} testId={`${node.id}-retry`} />;
  return (
    <>
      {categories.map(({ category, vendors }) => {
        const title = t(`game_type_${category}`, { defaultValue: category });
        const games = previews[category];
        if (games && games.length === 0 && !listed.includes(category)) return null;
        return (
          <section key={category} className="home-block" aria-label={title} data-category={category}>
            <div className="home-block-head">
              <h2 className="home-block-title">{title}</h2>
              {more[category] ? (
                <button type="button" className="home-more" onClick={() => env.navigate(more[category])} aria-label={`${t('more')}: ${title}`}>
                  {t('more')}
                </button>
              ) : null}
            </div>
            {listed.includes(category) ? (
              <VendorList vendors={vendors} label={title} onSelect={(v) => openVendor(env, context, routes, category, v)} />
            ) : (
              <GameCarousel games={games ?? null} rows={props.rows} columns={3} delay={props.delay} label={title} onPlay={onPlay} />
            )}
          </section>
        );
      })}
    </>
  );
}
