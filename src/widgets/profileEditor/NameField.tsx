import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RegisterFieldRule } from '../../generated/api/registerSettings.response.ts';
import type { WidgetProps } from '../../renderer/defineWidget.ts';
import { useMutation } from '../../renderer/useMutation.ts';
import { Button } from '../../ui/Button.tsx';
import { PanelForm } from '../../ui/PanelForm.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { checkRule, type FieldMessage, ruleMessage } from './ruleCheck.ts';

type Emit = WidgetProps<'profileEditor'>['emit'];

interface NameFieldProps {
  kind: 'nickname' | 'payeeName';
  current: string;
  rule: RegisterFieldRule | undefined;
  emit: Emit;
  /** The platform said the name is set already (payee name): read the profile again. */
  onLocked(): void;
}

/** The platform's refusal as a message on the field: the rule it broke, or its own words. */
function refusalMessage(code: string | undefined, value: unknown, rule: RegisterFieldRule | undefined): FieldMessage | null {
  if (code === 'validation.failed') {
    const patternId = (value as { patternId?: unknown } | null)?.patternId;
    if (rule && typeof patternId === 'string') return ruleMessage({ ...rule, patternId });
  }
  if (code === 'payee.name.locked') return { key: 'profile_payee_locked' };
  if (code === 'free_reject') return { key: 'free_reject' };
  return null;
}

/**
 * One name of the profile with its Save: checked with the platform's rule (`nickname` or `payeeName`) before it is
 * sent, trimmed; the refusal is said on the field, a save is confirmed under it.
 */
export function NameField({ kind, current, rule, emit, onLocked }: NameFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const save = useMutation(emit);
  const [value, setValue] = useState(current);
  const [problem, setProblem] = useState<FieldMessage | null>(null);
  const [saved, setSaved] = useState(false);
  const label = t(kind === 'nickname' ? 'profile_nickname' : 'profile_payee_name');
  const say = (m: FieldMessage) => t(m.key, m.key === 'field_required' ? { field: label } : m.values);
  const refusal = save.error === undefined ? null : refusalMessage(save.errorCode, save.errorValue, rule);
  const locked = save.errorCode === 'payee.name.locked';
  useEffect(() => {
    if (locked) onLocked();
  }, [locked, onLocked]);
  const error = problem ? say(problem) : refusal ? say(refusal) : save.error !== undefined ? save.error || t('request_failed') : undefined;

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const v = value.trim().replace(/\s+/g, ' ');
    setSaved(false);
    const found = await checkRule(v, rule);
    setProblem(found);
    if (found) {
      document.getElementById(id)?.focus();
      return;
    }
    const done = kind === 'nickname' ? await save.send('updateNickname', { nickname: v }) : await save.send('updatePayeeName', { payeeName: v });
    if (done === undefined) {
      document.getElementById(id)?.focus();
      return;
    }
    setValue(v);
    setSaved(true);
  };

  return (
    <PanelForm onSubmit={(e) => void submit(e)} busy={save.busy} testId={`profile-${kind}-form`}>
      <TextField
        id={id}
        label={label}
        value={value}
        onValue={(v) => {
          setValue(v);
          setProblem(null);
          setSaved(false);
          save.reset();
        }}
        required
        autoComplete={kind === 'nickname' ? 'nickname' : 'name'}
        maxLength={rule?.maxLength ?? 64}
        hint={kind === 'payeeName' ? t('profile_payee_hint') : undefined}
        error={error}
      />
      {saved ? (
        <p className="profile-saved" role="status" data-testid={`profile-${kind}-saved`}>
          {t(kind === 'nickname' ? 'profile_nickname_saved' : 'profile_payee_saved')}
        </p>
      ) : null}
      <Button type="submit" block busy={save.busy} disabled={save.busy} label={t(kind === 'nickname' ? 'profile_nickname_save' : 'profile_payee_save')} />
    </PanelForm>
  );
}

/** A set payee name: shown, not editable, with why and who can change it. */
export function LockedPayee({ name, onCustomerService }: { name: string; onCustomerService(): void }) {
  const { t } = useTranslation();
  return (
    <div className="profile-locked" data-testid="profile-payee-locked">
      <p className="profile-locked-name">
        <span className="profile-locked-label">{t('profile_payee_name')}</span> <strong>{name}</strong>
      </p>
      <p className="profile-locked-note">{t('profile_payee_locked')}</p>
      <Button variant="secondary" size="compact" icon="support" label={t('profile_contact_support')} onClick={onCustomerService} />
    </div>
  );
}
