import { type FormEvent, useEffect, useId, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { RebateRate } from '../../generated/api/shapes/rebateRate.ts';
import type { UpdateDownlineRebatesRequest } from '../../generated/api/updateDownlineRebates.request.ts';
import type { WidgetProps } from '../../renderer/defineWidget.ts';
import { useRenderer } from '../../renderer/RendererContext.tsx';
import { type Mutation, useMutation } from '../../renderer/useMutation.ts';
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
 * gives its own team) and its refusal shows on the category's field. The save is told to the document as `done` or `failed`.
 */
export function RebateEditor({
  emit,
  downline,
  limits,
  onSaved,
  onCancel,
}: {
  emit: WidgetProps<'downlineTeam'>['emit'];
  downline: { id: number; account: string; rebates: readonly RebateRate[] };
  limits: readonly RebateRate[] | undefined;
  onSaved(): void;
  onCancel(): void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(REBATE_CATEGORIES.map((c) => [c, String(rateOf(downline.rebates, c))])),
  );
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | undefined>(undefined);
  const { env } = useRenderer();
  const save = useMutation(emit);
  const refusal = refusalOf(save, limits, t);
  // The editor replaces the button that opened it: its first field takes focus.
  useEffect(() => {
    document.getElementById(`${id}-${REBATE_CATEGORIES[0]}`)?.focus();
  }, [id]);
  // A refusal about a category: its field takes focus (each refusal is a new value).
  const refusedValue = save.errorValue;
  const refusedField = refusal?.category;
  useEffect(() => {
    if (refusedField && refusedValue !== null) document.getElementById(`${id}-${refusedField}`)?.focus();
  }, [id, refusedField, refusedValue]);

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
    save.reset();
    const first = REBATE_CATEGORIES.find((c) => found[c]);
    if (first) return document.getElementById(`${id}-${first}`)?.focus();
    if (changed.length === 0) return setFormError(t('team_rebate_unchanged'));
    // One entry per category, at most six: the request's tuple type, checked above.
    const saved = await save.send('updateDownlineRebates', { id: downline.id, rebates: changed as UpdateDownlineRebatesRequest['rebates'] });
    if (!saved) return;
    env.notify({ messageKey: 'team_rebate_saved', kind: 'success' });
    onSaved();
  };

  return (
    <PanelForm
      title={t('team_rebate_title', { account: downline.account })}
      titleId={`${id}-title`}
      onSubmit={(e) => void submit(e)}
      busy={save.busy}
      testId="team-rebate-form"
    >
      <p className="team-note">{t('team_rebate_note')}</p>
      {REBATE_CATEGORIES.map((c) => (
        <TextField
          key={c}
          id={`${id}-${c}`}
          label={t('team_rebate_field', { category: categoryName(t, c) })}
          value={values[c]}
          onValue={(v) => setValues((prev) => ({ ...prev, [c]: v }))}
          inputMode="decimal"
          autoComplete="off"
          maxLength={6}
          hint={limits ? t('team_rebate_limit', { limit: rateText(rateOf(limits, c)) }) : undefined}
          error={errors[c] ?? (refusal?.category === c ? refusal.text : undefined)}
        />
      ))}
      <FormError message={formError ?? (refusal && !refusal.category ? refusal.text : undefined)} testId="team-rebate-error" />
      <div className="team-answers">
        <Button variant="secondary" label={t('cancel')} onClick={onCancel} />
        <Button type="submit" busy={save.busy} disabled={save.busy} label={t('team_rebate_save')} />
      </div>
    </PanelForm>
  );
}

/** The platform's limits land on the category's field; anything else under the form. Undefined: nothing refused. */
function refusalOf(save: Mutation, limits: readonly RebateRate[] | undefined, t: TFunction): { category?: RebateCategory; text: string } | undefined {
  if (save.error === undefined) return undefined;
  const value = save.errorValue as { category?: unknown; limit?: unknown; minimum?: unknown } | null;
  const category = REBATE_CATEGORIES.find((c) => c === value?.category);
  if (category && save.errorCode === 'rebate.above.own') {
    return { category, text: t('team_rebate_above_own', { limit: rateText(Number(value?.limit ?? rateOf(limits, category))) }) };
  }
  if (category && save.errorCode === 'rebate.below.downline') {
    return { category, text: t('team_rebate_below_downline', { minimum: rateText(Number(value?.minimum ?? 0)) }) };
  }
  return { text: save.errorCode === 'downline.not.found' ? t('team_error_downline_not_found') : (save.error ?? t('request_failed')) };
}
