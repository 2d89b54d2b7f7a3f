import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WidgetProps } from '../../renderer/defineWidget.ts';
import { useMutation } from '../../renderer/useMutation.ts';
import { Button } from '../../ui/Button.tsx';
import { FormError } from '../../ui/FormError.tsx';
import { PanelForm } from '../../ui/PanelForm.tsx';
import { Segmented } from '../../ui/Segmented.tsx';
import { TextField } from '../../ui/TextField.tsx';

export type BreakPeriod = '24h' | '7d' | '30d' | '6m' | '1y';

/**
 * A time-out (24 hours to 30 days) or a self-exclusion (6 months, 1 year), confirmed with the login password. It
 * cannot be undone or shortened: the platform ends every session and refuses login until it is over.
 */
export function TakeBreak({
  emit,
  periods,
  onExcluded,
}: {
  emit: WidgetProps<'playLimits'>['emit'];
  periods: readonly BreakPeriod[];
  onExcluded(until: number): void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [period, setPeriod] = useState<BreakPeriod>(periods[0]);
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const submit = useMutation(emit);
  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (!password) return;
    const done = await submit.send('selfExclude', { period, loginPassword: password });
    setPassword('');
    if (done) onExcluded(done.until);
  };
  return (
    <PanelForm onSubmit={(e) => void onSubmit(e)} busy={submit.busy} testId="take-break">
      <p className="play-limits-note">{t('rg_take_break_note')}</p>
      <Segmented
        legend={t('rg_break_for')}
        name={`${id}-period`}
        value={period}
        onChange={(v) => setPeriod(v as BreakPeriod)}
        segments={periods.map((p) => ({ value: p, label: t(`rg_break_${p}`) }))}
      />
      <TextField
        id={`${id}-password`}
        type="password"
        autoComplete="current-password"
        required
        label={t('card_login_password')}
        value={password}
        onValue={setPassword}
        error={touched && !password ? t('card_login_password_required') : undefined}
      />
      <FormError message={submit.error === null ? t('request_failed') : submit.error} />
      <Button type="submit" variant="danger" block busy={submit.busy} disabled={submit.busy} label={t('rg_start_break', { period: t(`rg_break_${period}`) })} />
    </PanelForm>
  );
}
