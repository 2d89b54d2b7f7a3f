import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConditionContext } from '../../renderer/ConditionScope.tsx';
import { useRenderer } from '../../renderer/RendererContext.tsx';
import type { WidgetProps } from '../../renderer/defineWidget.ts';
import { RetryBox } from '../../renderer/RetryBox.tsx';
import { useMutation } from '../../renderer/useMutation.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { FormError } from '../../ui/FormError.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { ContractCard } from './ContractCard.tsx';
import './agentContract.css';

/**
 * The agent's contracts of one kind (bound to agentContracts): pending ones to accept or decline, then the answered
 * ones with their state. After an answer it says what was done (a notice where the agent is looking, the card being
 * further down than the list's head; the note at the head stays), reloads the list (the card then shows its new
 * state) and emits `responded` {id, accept} (and `done`, or `failed`) so the document can refresh what depends on it.
 */
export function Component({ props, data, emit }: WidgetProps<'agentContract'>) {
  const { t } = useTranslation();
  const { settings } = useConditionContext();
  const { env } = useRenderer();
  const respond = useMutation(emit);
  const [answering, setAnswering] = useState<number | null>(null);
  const [done, setDone] = useState<{ id: number; accept: boolean } | null>(null);
  if (data?.error && !data.data) return <RetryBox onRetry={data.retry} />;
  const list = data?.data;
  if (!list) return <Skeleton height={240} />;

  const answer = async (id: number, accept: boolean) => {
    setAnswering(id);
    setDone(null);
    const answered = await respond.send('respondContract', { id, accept });
    if (answered !== undefined) {
      setDone({ id, accept });
      env.notify({ messageKey: accept ? 'contract_accepted_done' : 'contract_declined_done', kind: 'success' });
      emit('responded', { id, accept });
    }
    // Answered or not, the list reloads: a contract answered elsewhere meanwhile then shows how.
    void data?.refresh();
  };
  const error = respond.error === undefined ? null : t(respond.errorCode === 'contract.not.found' ? 'contract_gone' : 'contract_answer_failed');

  return (
    <div className="agent-contracts" data-testid="agent-contracts">
      {/* Announced by the notice (a live region of its own): this note is the lasting record, said once. */}
      <p className="contract-result" data-testid="contract-result">
        {done ? t(done.accept ? 'contract_accepted_done' : 'contract_declined_done') : ''}
      </p>
      <FormError message={error} testId="contract-error" />
      {list.length === 0 ? (
        <EmptyState icon="empty" message={t(`contract_none_${props.kind}`)} testId="contract-none" />
      ) : (
        list.map((c) => (
          <ContractCard
            key={c.id}
            contract={c}
            currency={settings.currencySymbol}
            busy={respond.busy && answering === c.id}
            onAnswer={(accept) => void answer(c.id, accept)}
          />
        ))
      )}
    </div>
  );
}
