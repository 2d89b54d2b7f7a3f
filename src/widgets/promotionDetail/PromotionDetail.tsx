import { useTranslation } from 'react-i18next';
import type { Announcement } from '../../generated/api/shapes/announcement.ts';
import { promotionPeriod } from '../../core/formatDate.ts';
import { useConditionContext } from '../../renderer/ConditionScope.tsx';
import type { WidgetProps } from '../../renderer/defineWidget.ts';
import { useRenderer } from '../../renderer/RendererContext.tsx';
import { RetryBox } from '../../renderer/RetryBox.tsx';
import { Button } from '../../ui/Button.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { LazySafeHtml as SafeHtml, prefetchSafeHtml } from '../../ui/LazySafeHtml.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { coverOf } from '../shared/promotionCover.ts';
import { imageLoading, imageSources, SIZES_FULL, WIDE_WIDTHS } from '../../domain/content/imageSources.ts';
import { useImageOrigin } from '../../domain/content/useImageOrigin.ts';
import './promotionDetail.css';

// The sanitizer's chunk comes beside this widget's data, not ahead of its first draw.
prefetchSafeHtml();

const DEPOSIT_PATH = '/m/voucherCenter';

/** A promotion's page: cover, title, run, sanitized content and its call to action. */
export function Component({ props, data }: WidgetProps<'promotionDetail'>) {
  const { t } = useTranslation();
  const { env } = useRenderer();
  const context = useConditionContext();
  const id = Number(context.route.query.id);
  const list = data?.data;
  if (data?.error && !list) return <RetryBox onRetry={data.retry} testId="promotion-retry" />;
  if (!list) return <DetailSkeleton />;
  const promotion = list.find((p) => p.id === id);
  if (!promotion) {
    const listPath = props.listPath;
    return (
      <EmptyState
        message={t('promo_not_found')}
        testId="promotion-missing"
        action={<Button variant="secondary" label={t('promo_see_all')} onClick={() => env.navigate(listPath)} />}
      />
    );
  }
  const act = () => {
    if (context.session.kind === 'guest') env.navigate(props.loginPath);
    else if (promotion.link.startsWith('/') && !promotion.link.startsWith('//')) env.navigate(promotion.link);
    else if (/^https?:\/\//i.test(promotion.link)) env.openUrl(promotion.link, 'blank');
  };
  return <PromotionArticle promotion={promotion} onAct={promotion.link ? act : undefined} navigate={env.navigate} />;
}

function PromotionArticle({ promotion, onAct, navigate }: { promotion: Announcement; onAct?: () => void; navigate(to: string): void }) {
  const { t } = useTranslation();
  const cover = coverOf(promotion);
  const imageOrigin = useImageOrigin();
  const ctaKey = promotion.link.startsWith(DEPOSIT_PATH) ? 'promo_cta_deposit' : 'promo_cta_join';
  return (
    <article className="promo-detail" aria-labelledby="promo-detail-title">
      {cover ? (
        <div className="bleed">
          <img
            className="promo-detail-cover"
            {...imageSources(cover, WIDE_WIDTHS, SIZES_FULL, imageOrigin)}
            alt=""
            width={690}
            height={300}
            {...imageLoading(true, true)}
          />
        </div>
      ) : null}
      <h2 id="promo-detail-title" className="promo-detail-title">
        {promotion.title}
      </h2>
      <p className="promo-detail-period">{promotionPeriod(promotion, t('long_term'))}</p>
      <SafeHtml
        html={promotion.content}
        className="promo-detail-content"
        onNavigate={navigate}
        after={onAct ? <Button block label={t(ctaKey)} onClick={onAct} data-testid="promotion-cta" /> : null}
      />
    </article>
  );
}

function DetailSkeleton() {
  return (
    <div className="promo-detail" aria-busy="true">
      <Skeleton height={170} />
      <Skeleton height={24} width="70%" shape="text" />
      <Skeleton height={16} width="50%" shape="text" />
      <Skeleton height={120} />
    </div>
  );
}
