import { useId, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { BankCard } from '../../generated/api/shapes/bankCard.ts';
import { useConditionContext } from '../../renderer/ConditionScope.tsx';
import type { WidgetProps } from '../../renderer/defineWidget.ts';
import { useRenderer } from '../../renderer/RendererContext.tsx';
import { RetryBox } from '../../renderer/RetryBox.tsx';
import { useMutation } from '../../renderer/useMutation.ts';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { FormError } from '../../ui/FormError.tsx';
import { List, Row } from '../../ui/List.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { useAddCard } from '../shared/wallet/useAddCard.tsx';
import './bankCardList.css';

/**
 * Bank cards as the platform's card details answer them (memberBankCard): each card's bank, holder, masked number
 * and branch, the payee name withdrawals go to, and how many of the most allowed are saved. Add (with the login
 * password again; not offered once at the most), remove after a confirmation. Each change reads the widget's own
 * binding again; the writes are told to the document as `done` / `failed`.
 */
export function Component({ props, data, emit }: WidgetProps<'bankCardList'>) {
  const { t } = useTranslation();
  const { env } = useRenderer();
  const { session } = useConditionContext();
  const id = useId();
  const addCard = useAddCard(emit, () => void data?.refresh());
  const [removing, setRemoving] = useState<BankCard | null>(null);
  const submit = useMutation(emit);
  if (!session.isRealAccount) return null;
  if (data?.error && !data.data) return <RetryBox onRetry={data.retry} />;
  const account = data?.data;
  if (!account) return <Skeleton height={160} />;
  const allowRemove = props.allowRemove;
  const cards = account.list;
  const full = cards.length >= account.maxCards;
  const remove = async (card: BankCard) => {
    const done = await submit.send('removeBankCard', { id: card.id });
    if (!done) return;
    setRemoving(null);
    env.notify({ messageKey: 'card_removed', kind: 'success' });
    void data?.refresh();
  };
  return (
    <div className="bank-cards">
      {account.payeeName ? (
        <p className="bank-cards-note" data-testid="cards-payee">
          {t('cards_payee', { name: account.payeeName })}
        </p>
      ) : null}
      {cards.length === 0 ? (
        <EmptyState icon="wallet" message={t('cards_none')} testId="cards-empty" />
      ) : (
        <List label={t('cards_title')} testId="bank-cards">
          {cards.map((c) => (
            <Row
              key={c.id}
              label={c.bankName}
              detail={[c.accountName, c.accountNo, c.branch ? t('card_branch', { branch: c.branch }) : ''].filter(Boolean).join(' · ')}
              end={
                allowRemove ? (
                  <Button
                    variant="ghost"
                    size="compact"
                    label={t('card_remove')}
                    aria-label={t('card_remove_named', { card: `${c.bankName} ${c.accountNo}` })}
                    onClick={() => setRemoving(c)}
                  />
                ) : undefined
              }
            />
          ))}
        </List>
      )}
      <p className="bank-cards-note" data-testid="cards-count">
        {t(full ? 'cards_full' : 'cards_count', { count: cards.length, max: account.maxCards })}
      </p>
      {full ? null : <Button variant="secondary" block label={t('card_add')} onClick={addCard.open} />}
      {addCard.dialog}
      {removing
        ? createPortal(
            <Dialog alert onClose={() => setRemoving(null)} labelledBy={`${id}-remove`} closeLabel={t('close')} testId="remove-card">
              <p id={`${id}-remove`} className="bank-cards-question">
                {t('card_remove_confirm', { card: `${removing.bankName} ${removing.accountNo}` })}
              </p>
              <FormError message={submit.error === null ? t('request_failed') : submit.error} />
              <div className="bank-cards-answers">
                <Button variant="secondary" label={t('cancel')} onClick={() => setRemoving(null)} />
                <Button variant="danger" busy={submit.busy} disabled={submit.busy} label={t('card_remove')} onClick={() => void remove(removing)} />
              </div>
            </Dialog>,
            document.body,
          )
        : null}
    </div>
  );
}
