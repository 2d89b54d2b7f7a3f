import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WageringForfeitResponse } from '../../generated/api/wageringForfeit.response.ts';
import type { WageringRequirement } from '../../generated/api/shapes/wageringRequirement.ts';
import { useConditionContext } from '../../renderer/ConditionScope.tsx';
import type { WidgetProps } from '../../renderer/defineWidget.ts';
import { useRenderer } from '../../renderer/RendererContext.tsx';
import { RetryBox } from '../../renderer/RetryBox.tsx';
import { Section } from '../../ui/Section.tsx';
import { useSubmit } from '../shared/wallet/useSubmit.ts';
import { ForfeitDialog } from './ForfeitDialog.tsx';
import { RequirementItem } from './RequirementItem.tsx';
import { forfeitErrorKey, money } from './wageringText.ts';
import './wageringProgress.css';

/**
 * Open bonus wagering requirements with their progress, what may be withdrawn now, and Give up bonus. Draws nothing
 * while loading or when none is open, so a member without a bonus sees no empty box.
 */
export function Component({ props, data, emit }: WidgetProps<'wageringProgress'>) {
  const { t } = useTranslation();
  const { env } = useRenderer();
  const { settings } = useConditionContext();
  const submit = useSubmit<WageringForfeitResponse>();
  const [asking, setAsking] = useState<WageringRequirement | null>(null);
  const [refused, setRefused] = useState(false);
  const [done, setDone] = useState<WageringForfeitResponse | null>(null);
  if (data?.error && !data.data) return <RetryBox onRetry={data.retry} testId="wagering-retry" />;
  const status = data?.data;
  if (!status || (status.requirements.length === 0 && !done)) return null;
  const symbol = settings.currencySymbol;

  const ask = (r: WageringRequirement) => {
    setRefused(false);
    setDone(null);
    setAsking(r);
  };
  const keep = () => {
    setAsking(null);
    // A refusal means the requirement moved on (met, expired, given up elsewhere): show it as it is now.
    if (refused) void env.refreshData('wagering');
    setRefused(false);
  };
  const confirm = async (r: WageringRequirement) => {
    setRefused(false);
    const result = await submit.run(`forfeit:${r.requirementId}`, (idempotencyKey) =>
      env.api.call('wageringForfeit', { requirementId: r.requirementId }, { idempotencyKey }),
    );
    if (!result) {
      setRefused(true);
      return;
    }
    setAsking(null);
    setDone(result);
    void env.refreshData('wagering');
    void env.refreshData('walletBalance');
    emit('forfeited', { requirementId: result.requirementId, forfeited: result.forfeited, balance: result.balance });
  };

  const open = status.requirements;
  return (
    <Section title={t(props.titleKey)} className="wagering" testId="wagering">
      {done ? (
        <p className="wagering-done" role="status" data-testid="wagering-done">
          {/* The free part is the reloaded status's: until it arrives (the given-up one still listed) it is not said. */}
          {t(open.some((r) => r.requirementId === done.requirementId) ? 'wagering_forfeit_done' : 'wagering_forfeit_done_free', {
            forfeited: money(done.forfeited, symbol), balance: money(done.balance, symbol), withdrawable: money(status.withdrawable, symbol),
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
              <RequirementItem key={r.requirementId} requirement={r} symbol={symbol} busy={submit.busy} onForfeit={() => ask(r)} />
            ))}
          </ul>
        </>
      ) : null}
      {asking ? (
        <ForfeitDialog requirement={asking} symbol={symbol} busy={submit.busy}
          error={refused ? t(forfeitErrorKey(submit.errorCode) ?? 'request_failed') : null}
          onKeep={keep} onConfirm={() => void confirm(asking)} />
      ) : null}
    </Section>
  );
}
