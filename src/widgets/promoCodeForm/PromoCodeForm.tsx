import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PromoCodeRedeemResponse } from '../../generated/api/promoCodeRedeem.response.ts';
import { formatNumber } from '../../core/formatNumber.ts';
import { useConditionContext } from '../../renderer/ConditionScope.tsx';
import type { WidgetProps } from '../../renderer/defineWidget.ts';
import { useMutation } from '../../renderer/useMutation.ts';
import { Button } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import { FormError } from '../../ui/FormError.tsx';
import { Icon } from '../../ui/Icon.tsx';
import { PanelForm } from '../../ui/PanelForm.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { codeProblem, normalizePromoCode, redeemErrorKey } from './promoErrors.ts';
import './promoCodeForm.css';

/**
 * Enter a promo code and redeem it: the platform credits it once and the credit shows; the widget emits `done`
 * (the document refreshes the balance) and `redeemed`.
 */
export function Component({ emit }: WidgetProps<'promoCodeForm'>) {
  const { t } = useTranslation();
  const { settings } = useConditionContext();
  const ids = useId();
  const redeem = useMutation(emit);
  const [code, setCode] = useState('');
  const [touched, setTouched] = useState(false);
  // The last failure is not said once the code is edited.
  const [edited, setEdited] = useState(false);
  const [done, setDone] = useState<PromoCodeRedeemResponse | null>(null);
  // One key per code while its request is unanswered (a retry after a lost answer is not credited twice); a refusal
  // ends the attempt, so trying the same code again later (say after a deposit) is asked afresh.
  const refusals = useRef(0);
  const problem = codeProblem(code);
  const money = (n: number) => `${settings.currencySymbol}${formatNumber(n, 2)}`;
  const failure =
    edited || redeem.error === undefined ? null : t((redeem.error !== null && redeemErrorKey(redeem.errorCode ?? '', redeem.errorValue)) || 'request_failed');

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (problem) {
      document.getElementById(`${ids}-code`)?.focus();
      return;
    }
    const value = normalizePromoCode(code);
    if (typeof redeem.error === 'string') refusals.current += 1;
    setEdited(false);
    setDone(null);
    const result = await redeem.send('promoCodeRedeem', { code: value }, { attempt: `${value}:${refusals.current}` });
    if (!result) return;
    setDone(result);
    setCode('');
    setTouched(false);
    emit('redeemed', { code: result.code, reward: result.reward });
  };

  return (
    <div className="promo-code">
      <PanelForm onSubmit={(e) => void submit(e)} busy={redeem.busy} testId="promo-code-form">
        <TextField
          id={`${ids}-code`}
          label={t('promo_code_label')}
          value={code}
          onValue={(v) => {
            setCode(v);
            setEdited(true);
          }}
          required
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={32}
          hint={t('promo_code_hint')}
          onBlur={() => setTouched(code !== '')}
          error={touched && problem ? t(problem) : undefined}
        />
        <FormError message={failure} testId="promo-code-error" />
        <Button type="submit" block busy={redeem.busy} disabled={redeem.busy} label={t('promo_code_redeem')} />
      </PanelForm>
      {done ? (
        <Card className="promo-code-done" testId="promo-code-done">
          <p className="promo-code-done-title" role="status">
            <Icon name="gift" size={24} />
            {t('promo_redeemed_title', { code: done.code })}
          </p>
          <p className="promo-code-done-amount">{money(done.reward)}</p>
          <p className="promo-code-done-detail">{t('promo_redeemed', { amount: money(done.reward), title: done.title, balance: money(done.balance) })}</p>
        </Card>
      ) : null}
    </div>
  );
}
