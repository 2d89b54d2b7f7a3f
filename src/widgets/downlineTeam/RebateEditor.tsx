import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlatformError } from '../../core/platformApi.ts';
import type { RebateRate } from '../../generated/api/shapes/rebateRate.ts';
import type { UpdateDownlineRebatesRequest } from '../../generated/api/updateDownlineRebates.request.ts';
import type { AppEnv } from '../../renderer/env.ts';
import { Button } from '../../ui/Button.tsx';
import { FormError } from '../../ui/FormError.tsx';
import { PanelForm } from '../../ui/PanelForm.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { categoryName, rateOf, rateText, REBATE_CATEGORIES, type RebateCategory } from '../shared/agent/rebates.ts';

/** A rate as the platform takes it: 0 to 100 with at most 2 decimals. */
const RATE = /^\d{1,3}(?:\.\d{1,2})?$/;

type Errors = Partial<Record<RebateCategory, string>>;

/**
 * A direct downline's rebate rate per category, each field showing the agent's own rate as its limit. Only changed
 * rates are sent; the platform decides the limits (above the agent's own rate, or below what the downline already
 * gives its own team) and its refusal shows on the category's field.
 */
export function RebateEditor({ env, downline, limits, onSaved, onCancel }: {
  env: AppEnv;
  downline: { id: number; account: string; rebates: readonly RebateRate[] };
  limits: readonly RebateRate[] | undefined;
  onSaved(): void;
  onCancel(): void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(REBATE_CATEGORIES.map((c) => [c, String(rateOf(downline.rebates, c))])));
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  // The editor replaces the button that opened it: its first field takes focus.
  useEffect(() => {
    document.getElementById(`${id}-${REBATE_CATEGORIES[0]}`)?.focus();
  }, [id]);

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const found: Errors = {};
    const changed: { category: RebateCategory; rate: number }[] = [];
    for (const c of REBATE_CATEGORIES) {
      const v = values[c].trim();
      if (!RATE.test(v) || Number(v) > 100) found[c] = t('team_rebate_invalid');
      else if (Number(v) !== rateOf(downline.rebates, c)) changed.push({ category: c, rate: Number(v) });
    }
    setErrors(found);
    setFormError(undefined);
    const first = REBATE_CATEGORIES.find((c) => found[c]);
    if (first) return document.getElementById(`${id}-${first}`)?.focus();
    if (changed.length === 0) return setFormError(t('team_rebate_unchanged'));
    setBusy(true);
    try {
      // One entry per category, at most six: the request's tuple type, checked above.
      await env.api.call('updateDownlineRebates', { id: downline.id, rebates: changed as UpdateDownlineRebatesRequest['rebates'] });
      env.notify({ messageKey: 'team_rebate_saved', kind: 'success' });
      onSaved();
    } catch (err) {
      refused(err);
    } finally {
      setBusy(false);
    }
  };

  /** The platform's limits land on the category's field; anything else under the form. */
  const refused = (err: unknown) => {
    const value = err instanceof PlatformError ? (err.value as { category?: unknown; limit?: unknown; minimum?: unknown } | null) : null;
    const category = REBATE_CATEGORIES.find((c) => c === value?.category);
    if (err instanceof PlatformError && category && err.errorCode === 'rebate.above.own') {
      setErrors({ [category]: t('team_rebate_above_own', { limit: rateText(Number(value?.limit ?? rateOf(limits, category))) }) });
    } else if (err instanceof PlatformError && category && err.errorCode === 'rebate.below.downline') {
      setErrors({ [category]: t('team_rebate_below_downline', { minimum: rateText(Number(value?.minimum ?? 0)) }) });
    } else {
      const refusedHere = err instanceof PlatformError && err.status >= 400 && err.status < 500;
      setFormError(err instanceof PlatformError && err.errorCode === 'downline.not.found' ? t('team_error_downline_not_found') : refusedHere ? err.message : t('request_failed'));
      return;
    }
    document.getElementById(`${id}-${category}`)?.focus();
  };

  return (
    <PanelForm title={t('team_rebate_title', { account: downline.account })} titleId={`${id}-title`} onSubmit={(e) => void submit(e)} busy={busy} testId="team-rebate-form">
      <p className="team-note">{t('team_rebate_note')}</p>
      {REBATE_CATEGORIES.map((c) => (
        <TextField key={c} id={`${id}-${c}`} label={t('team_rebate_field', { category: categoryName(t, c) })} value={values[c]}
          onValue={(v) => setValues((prev) => ({ ...prev, [c]: v }))} inputMode="decimal" autoComplete="off" maxLength={6}
          hint={limits ? t('team_rebate_limit', { limit: rateText(rateOf(limits, c)) }) : undefined} error={errors[c]} />
      ))}
      <FormError message={formError} testId="team-rebate-error" />
      <div className="team-answers">
        <Button variant="secondary" label={t('cancel')} onClick={onCancel} />
        <Button type="submit" busy={busy} disabled={busy} label={t('team_rebate_save')} />
      </div>
    </PanelForm>
  );
}
