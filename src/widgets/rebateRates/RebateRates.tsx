import { useTranslation } from 'react-i18next';
import type { WidgetProps } from '../../renderer/defineWidget.ts';
import { RetryBox } from '../../renderer/RetryBox.tsx';
import { Button } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import { Facts } from '../../ui/Facts.tsx';
import { Section } from '../../ui/Section.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { categoryName, rateOf, rateText, REBATE_CATEGORIES } from '../shared/agent/rebates.ts';
import './rebateRates.css';

/** The agent's own rebate rates per game category, and how they bound what it may give its downlines. */
export function Component({ props, data, emit, handles }: WidgetProps<'rebateRates'>) {
  const { t } = useTranslation();
  if (data?.error && !data.data) return <RetryBox onRetry={data.retry} />;
  const list = data?.data?.list;
  if (!list) return <Skeleton height={220} />;
  return (
    <Section title={t('agent_rebate_own_rates')} className="rebate-rates" testId="rebate-rates">
      <Card>
        <Facts testId="rebate-rates-list" items={REBATE_CATEGORIES.map((c) => ({ term: categoryName(t, c), value: rateText(rateOf(list, c)) }))} />
      </Card>
      <p className="rebate-rates-note">{t(props.noteKey)}</p>
      {handles('manage') ? <Button variant="secondary" block label={t(props.manageLabelKey)} onClick={() => emit('manage')} /> : null}
    </Section>
  );
}
