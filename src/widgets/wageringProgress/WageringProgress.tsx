import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WageringForfeitResponse } from '../../generated/api/wageringForfeit.response.ts';
import type { WageringRequirement } from '../../generated/api/shapes/wageringRequirement.ts';
import { useConditionContext } from '../../renderer/ConditionScope.tsx';
import type { WidgetProps } from '../../renderer/defineWidget.ts';
import { RetryBox } from '../../renderer/RetryBox.tsx';
import { useMutation } from '../../renderer/useMutation.ts';
import { Section } from '../../ui/Section.tsx';
import { RequirementItem } from './RequirementItem.tsx';
import { forfeitErrorKey, money } from './wageringText.ts';
import './wageringProgress.css';

// The confirmation loads when Give up bonus is tapped, not with the member home's first screen.
const ForfeitDialog = lazy(() => import('./ForfeitDialog.tsx').then((m) => ({ default: m.ForfeitDialog })));

/**
 * Open bonus wagering requirements with their progress, what may be withdrawn now, and Give up bonus. Draws nothing
 * while loading or when none is open, so a member without a bonus sees no empty box. A forfeit reads the
 * requirements again and emits `done` (the document refreshes the balance) and `forfeited`.
 */
export function Component({ props, data, emit }: WidgetProps<'wageringProgress'>) {
  const { t } = useTranslation();
  const { settings } = useConditionContext();
  const forfeit = useMutation(emit);
  const [asking, setAsking] = useState<WageringRequirement | null>(null);
  const [done, setDone] = useState<WageringForfeitResponse | null>(null);
  if (data?.error && !data.data) return <RetryBox onRetry={data.retry} testId="wagering-retry" />;
  const status = data?.data;
  if (!status || (status.requirements.length === 0 && !done)) return null;
  const symbol = settings.currencySymbol;

  const ask = (r: WageringRequirement) => {
    forfeit.reset();
    setDone(null);
    setAsking(r);
  };
  const keep = () => {
    setAsking(null);
    // A refusal means the requirement moved on (met, expired, given up elsewhere): show it as it is now.
    if (forfeit.error !== undefined) void data?.refresh();
    forfeit.reset();
  };
  const confirm = async (r: WageringRequirement) => {
    // One idempotency key per requirement, kept for retries of its forfeit until it is answered.
    const result = await forfeit.send('wageringForfeit', { requirementId: r.requirementId });
    if (!result) return;
    setAsking(null);
    setDone(result);
    void data?.refresh();
    emit('forfeited', { requirementId: result.requirementId, forfeited: result.forfeited, balance: result.balance });
  };

  const open = status.requirements;
  return (
    <Section title={t(props.titleKey)} className="wagering" testId="wagering">
      {done ? (
        <p className="wagering-done" role="status" data-testid="wagering-done">
          {/* The free part is the reloaded status's: until it arrives (the given-up one still listed) it is not said. */}
          {t(open.some((r) => r.requirementId === done.requirementId) ? 'wagering_forfeit_done' : 'wagering_forfeit_done_free', {
            forfeited: money(done.forfeited, symbol),
            balance: money(done.balance, symbol),
            withdrawable: money(status.withdrawable, symbol),
          })}
        </p>
      ) : null}
      {open.length > 0 ? (
        <>
          <p className="wagering-summary" data-testid="wagering-summary">
            {t('wagering_summary', { withdrawable: money(status.withdrawable, symbol), turnover: money(status.turnoverLeft, symbol) })}
          </p>
          <ul className="wagering-list">
            {open.map((r) => (
              <RequirementItem key={r.requirementId} requirement={r} symbol={symbol} busy={forfeit.busy} onForfeit={() => ask(r)} />
            ))}
          </ul>
        </>
      ) : null}
      {asking ? (
        <Suspense fallback={null}>
          <ForfeitDialog
            requirement={asking}
            symbol={symbol}
            busy={forfeit.busy}
            error={forfeit.error !== undefined ? t(forfeitErrorKey(forfeit.errorCode) ?? 'request_failed') : null}
            onKeep={keep}
            onConfirm={() => void confirm(asking)}
          />
        </Suspense>
      ) : null}
    </Section>
  );
}
