import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PromoCodeRedeemResponse } from '../../generated/api/promoCodeRedeem.response.ts';
import { formatNumber } from '../../core/formatNumber.ts';
import { newIdempotencyKey } from '../../core/idempotencyKey.ts';
import { PlatformError } from '../../core/platformApi.ts';
import { useConditionContext } from '../../renderer/ConditionScope.tsx';
import type { WidgetProps } from '../../renderer/defineWidget.ts';
import { useRenderer } from '../../renderer/RendererContext.tsx';
import { Button } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import { FormError } from '../../ui/FormError.tsx';
import { Icon } from '../../ui/Icon.tsx';
import { PanelForm } from '../../ui/PanelForm.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { codeProblem, normalizePromoCode, redeemErrorKey } from './promoErrors.ts';
import './promoCodeForm.css';

/** Enter a promo code and redeem it: the platform credits it once; the credit shows and the balance reloads. */
export function Component({ emit }: WidgetProps<'promoCodeForm'>) {
  const { t } = useTranslation();
  const { env } = useRenderer();
  const { settings } = useConditionContext();
  const ids = useId();
  const [code, setCode] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<PromoCodeRedeemResponse | null>(null);
  // One key per code while its request is unanswered (a retry after a lost answer is not credited twice); a refusal
  // drops it, so trying the same code again later (say after a deposit) is asked afresh.
  const attempt = useRef<{ code: string; key: string } | null>(null);
  const problem = codeProblem(code);
  const money = (n: number) => `${settings.currencySymbol}${formatNumber(n, 2)}`;

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (problem) {
      document.getElementById(`${ids}-code`)?.focus();
      return;
    }
    const value = normalizePromoCode(code);
    if (attempt.current?.code !== value) attempt.current = { code: value, key: newIdempotencyKey() };
    setBusy(true);
    setFailure(null);
    setDone(null);
    try {
      const result = await env.api.call('promoCodeRedeem', { code: value }, { idempotencyKey: attempt.current.key });
      attempt.current = null;
      setDone(result);
      setCode('');
      setTouched(false);
      void env.refreshData('walletBalance');
      emit('redeemed', { code: result.code, reward: result.reward });
    } catch (err) {
      const refused = err instanceof PlatformError && err.status >= 400 && err.status < 500;
      if (refused) attempt.current = null;
      setFailure(t((refused && redeemErrorKey(err.errorCode, err.value)) || 'request_failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="promo-code">
      <PanelForm onSubmit={(e) => void submit(e)} busy={busy} testId="promo-code-form">
        <TextField id={`${ids}-code`} label={t('promo_code_label')} value={code} onValue={(v) => { setCode(v); setFailure(null); }} required
          autoComplete="off" autoCapitalize="characters" spellCheck={false} maxLength={32} hint={t('promo_code_hint')}
          onBlur={() => setTouched(code !== '')} error={touched && problem ? t(problem) : undefined} />
        <FormError message={failure} testId="promo-code-error" />
        <Button type="submit" block busy={busy} disabled={busy} label={t('promo_code_redeem')} />
      </PanelForm>
      {done ? (
        <Card className="promo-code-done" testId="promo-code-done">
          <p className="promo-code-done-title" role="status"><Icon name="gift" size={24} />{t('promo_redeemed_title', { code: done.code })}</p>
          <p className="promo-code-done-amount">{money(done.reward)}</p>
          <p className="promo-code-done-detail">{t('promo_redeemed', { amount: money(done.reward), title: done.title, balance: money(done.balance) })}</p>
        </Card>
      ) : null}
    </div>
  );
}
