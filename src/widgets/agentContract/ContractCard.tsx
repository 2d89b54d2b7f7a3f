import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrandClock } from '../../renderer/timeZone.ts';
import type { AgentContract } from '../../generated/api/shapes/agentContract.ts';
import { Button } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import { TermsTable } from './TermsTable.tsx';

/** "Waiting for your answer", "Accepted on 2025-06-01 12:05", "Declined on ...". */
function statusText(c: AgentContract, t: (key: string, values?: Record<string, string>) => string, dateTime: (ms: number) => string): string {
  if (c.status === 'pending') return t('contract_status_pending');
  const word = c.status === 'accepted' ? 'accepted' : 'rejected';
  return c.answerTime === null ? t(`contract_status_${word}_nodate`) : t(`contract_status_${word}`, { date: dateTime(c.answerTime) });
}

/** One contract: when it was offered, its state, its terms, and Accept / Decline while it waits for an answer. */
export function ContractCard({
  contract,
  currency,
  busy,
  onAnswer,
}: {
  contract: AgentContract;
  currency: string;
  busy: boolean;
  onAnswer(accept: boolean): void;
}) {
  const { t } = useTranslation();
  const clock = useBrandClock();
  const id = useId();
  return (
    <Card as="article" className={`contract contract-${contract.status}`} testId={`contract-${contract.id}`}>
      <h2 className="contract-title">{t('contract_offered_on', { date: clock.dateTime(contract.createTime) })}</h2>
      <p className="contract-status" data-testid="contract-status">
        {statusText(contract, t, clock.dateTime)}
      </p>
      <TermsTable contract={contract} currency={currency} captionId={`${id}-terms`} />
      {contract.status === 'pending' ? (
        <div className="contract-answers">
          <Button variant="secondary" label={t('contract_decline')} disabled={busy} onClick={() => onAnswer(false)} />
          <Button label={t('contract_accept')} busy={busy} disabled={busy} onClick={() => onAnswer(true)} />
        </div>
      ) : null}
    </Card>
  );
}
