import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RebateClaimResponse } from '../../generated/api/rebateClaim.response.ts';
import type { RebateClaimableResponse } from '../../generated/api/rebateClaimable.response.ts';
import { useBrandClock } from '../../renderer/timeZone.ts';
import { useConditionContext } from '../../renderer/ConditionScope.tsx';
import type { WidgetProps } from '../../renderer/defineWidget.ts';
import { RetryBox } from '../../renderer/RetryBox.tsx';
import { useMutation } from '../../renderer/useMutation.ts';
import { Button } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import { Facts } from '../../ui/Facts.tsx';
import { FormError } from '../../ui/FormError.tsx';
import { Section } from '../../ui/Section.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { categoryName, moneyIn, rateText } from '../shared/agent/rebates.ts';
import { claimErrorText } from '../shared/retention/claimText.ts';
import './manualRebate.css';

type Line = RebateClaimableResponse['list'][number];

/** The claimable rebate per game category, claimed one category at a time or all at once. */
export function Component({ data, emit }: WidgetProps<'manualRebate'>) {
  const { t } = useTranslation();
  const clock = useBrandClock();
  const { settings } = useConditionContext();
  const submit = useMutation(emit);
  const [claimed, setClaimed] = useState<RebateClaimResponse | null>(null);
  if (data?.error && !data.data) return <RetryBox onRetry={data.retry} />;
  const r = data?.data;
  if (!r) return <Skeleton height={360} />;
  const money = moneyIn(settings.currencySymbol);
  const claim = async (category?: Line['category']) => {
    setClaimed(null);
    const done = await submit.send('rebateClaim', category ? { category } : {});
    void data?.refresh();
    if (done) {
      setClaimed(done);
      emit('claimed', { total: done.total, balance: done.balance });
    }
  };
  const facts = (l: Line) => [
    { term: t('rebate_rate'), value: rateText(l.rate) },
    { term: t('rebate_valid_bets'), value: money(l.validBet) },
    { term: t('rebate_amount'), value: <strong>{money(l.amount)}</strong> },
    { term: t('rebate_since'), value: l.since === null ? t('rebate_since_start') : clock.dateTime(l.since) },
  ];
  return (
    <div className="manual-rebate" data-testid="manual-rebate">
      <Card className="manual-rebate-total">
        <p className="manual-rebate-total-label">{t('rebate_total')}</p>
        <p className="manual-rebate-total-amount" data-testid="rebate-total">
          {money(r.total)}
        </p>
        {/* When there is something to claim, up to when it was counted (a claim pays bets to the moment it is made). */}
        {r.total > 0 ? <p className="manual-rebate-note">{t('rebate_as_of', { time: clock.dateTime(r.asOf) })}</p> : null}
        <Button
          block
          busy={submit.busy}
          disabled={submit.busy || r.total <= 0}
          onClick={() => void claim()}
          label={t('rebate_claim_all')}
          data-testid="rebate-claim-all"
        />
        <p className="manual-rebate-status" role="status" data-testid="rebate-claimed">
          {claimed ? t('rebate_claimed', { amount: money(claimed.total) }) : ''}
        </p>
        <FormError message={claimErrorText(t, submit.error, submit.errorCode)} testId="rebate-error" />
      </Card>
      <Section title={t('rebate_categories')}>
        <ul className="manual-rebate-list">
          {r.list.map((l) => {
            const name = categoryName(t, l.category);
            return (
              <li key={l.category} className="manual-rebate-line" data-testid={`rebate-${l.category}`}>
                <h3 className="manual-rebate-name">{name}</h3>
                <Facts items={facts(l)} />
                <Button
                  variant="secondary"
                  size="compact"
                  busy={submit.busy}
                  disabled={submit.busy || l.amount <= 0}
                  onClick={() => void claim(l.category)}
                  label={t('rebate_claim_one', { category: name })}
                />
              </li>
            );
          })}
        </ul>
      </Section>
      <p className="manual-rebate-note">{t('rebate_rule')}</p>
    </div>
  );
}
