import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlatformError } from '../../core/platformApi.ts';
import { useConditionContext } from '../../renderer/ConditionScope.tsx';
import type { WidgetProps } from '../../renderer/defineWidget.ts';
import { useRenderer } from '../../renderer/RendererContext.tsx';
import { RetryBox } from '../../renderer/RetryBox.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { FormError } from '../../ui/FormError.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { ContractCard } from './ContractCard.tsx';
import './agentContract.css';

/**
 * The agent's contracts of one kind (bound to agentContracts): pending ones to accept or decline, then the answered
 * ones with their state. After an answer it says what was done, reloads the list (the card then shows its new
 * state) and emits `responded` {id, accept} so the document can refresh what depends on it.
 */
export function Component({ props, data, emit }: WidgetProps<'agentContract'>) {
  const { t } = useTranslation();
  const { env } = useRenderer();
  const { settings } = useConditionContext();
  const [busy, setBusy] = useState<number | null>(null);
  const [done, setDone] = useState<{ id: number; accept: boolean } | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (data?.error && !data.data) return <RetryBox onRetry={data.retry} />;
  const list = data?.data;
  if (!list) return <Skeleton height={240} />;

  const answer = async (id: number, accept: boolean) => {
    setBusy(id);
    setError(null);
    setDone(null);
    try {
      await env.api.call('respondContract', { id, accept });
      setDone({ id, accept });
      emit('responded', { id, accept });
    } catch (err) {
      // Answered elsewhere meanwhile: the reloaded list shows how.
      const gone = err instanceof PlatformError && err.errorCode === 'contract.not.found';
      setError(t(gone ? 'contract_gone' : 'contract_answer_failed'));
    } finally {
      setBusy(null);
      data?.retry();
    }
  };

  return (
    <div className="agent-contracts" data-testid="agent-contracts">
      <p className="contract-result" role="status" data-testid="contract-result">
        {done ? t(done.accept ? 'contract_accepted_done' : 'contract_declined_done') : ''}
      </p>
      <FormError message={error} testId="contract-error" />
      {list.length === 0 ? (
        <EmptyState icon="empty" message={t(`contract_none_${props.kind}`)} testId="contract-none" />
      ) : (
        list.map((c) => (
          <ContractCard key={c.id} contract={c} currency={settings.currencySymbol} busy={busy === c.id} onAnswer={(accept) => void answer(c.id, accept)} />
        ))
      )}
    </div>
  );
}
