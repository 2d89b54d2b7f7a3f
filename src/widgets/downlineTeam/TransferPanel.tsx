import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from '../../renderer/useMutation.ts';
import type { WidgetProps } from '../../renderer/defineWidget.ts';
import { Button } from '../../ui/Button.tsx';
import { FormError } from '../../ui/FormError.tsx';
import { PanelForm } from '../../ui/PanelForm.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { aboutTargetAgent, teamErrorKey } from './teamErrors.ts';

export interface Movable {
  id: number;
  account: string;
}

/**
 * Moving direct downlines to another agent: the agent's account, then a confirmation naming who moves where, then
 * one call (transferDownline for one, transferMultipleDownline for several: all or none), told to the document as
 * `done` or `failed`. A refusal about the agent shows on its field; one about the members under the form.
 */
export function TransferPanel({
  emit,
  members,
  onDone,
  onCancel,
}: {
  emit: WidgetProps<'downlineTeam'>['emit'];
  members: readonly Movable[];
  onDone(toAgent: string): void;
  onCancel(): void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [agent, setAgent] = useState('');
  const [confirming, setConfirming] = useState(false);
  const transfer = useMutation(emit);
  const [fieldError, setFieldError] = useState<string | undefined>(undefined);
  const moveButton = useRef<HTMLButtonElement>(null);
  // The step's own control takes focus: the move button to confirm, else the account field (where an error shows).
  useEffect(() => {
    if (confirming) moveButton.current?.focus();
    else document.getElementById(`${id}-agent`)?.focus();
  }, [confirming, id]);
  const who = members.length === 1 ? members[0].account : t('team_members_count', { count: members.length });
  const refusal = teamErrorKey(transfer);
  const refusalText = refusal === undefined ? undefined : 'key' in refusal ? t(refusal.key) : (refusal.message ?? t('request_failed'));
  const refusalOnField = refusal !== undefined && aboutTargetAgent(refusal.code);

  const next = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    transfer.reset();
    if (!agent.trim()) return setFieldError(t('team_transfer_agent_required'));
    setFieldError(undefined);
    setConfirming(true);
  };
  const send = async () => {
    const toAgent = agent.trim();
    const [first, ...more] = members.map((m) => m.id);
    const done =
      more.length === 0
        ? await transfer.send('transferDownline', { id: first, toAgent })
        : await transfer.send('transferMultipleDownline', { ids: [first, ...more], toAgent });
    // A refusal shows on the account field or under the form (from the mutation's state).
    if (done) onDone(done.toAgent);
    else setConfirming(false);
  };

  if (confirming) {
    return (
      <div className="team-transfer" data-testid="team-transfer-confirm">
        <p id={`${id}-question`} className="team-question">
          {t('team_transfer_confirm', { who, agent: agent.trim() })}
        </p>
        <div className="team-answers">
          <Button variant="secondary" label={t('cancel')} onClick={() => setConfirming(false)} />
          <Button
            ref={moveButton}
            variant="primary"
            busy={transfer.busy}
            disabled={transfer.busy}
            label={t('team_transfer_confirm_button')}
            onClick={() => void send()}
          />
        </div>
      </div>
    );
  }
  return (
    <PanelForm title={t('team_transfer_title', { who })} titleId={`${id}-title`} onSubmit={next} testId="team-transfer-form">
      <p className="team-note">{t('team_transfer_note')}</p>
      <TextField
        id={`${id}-agent`}
        label={t('team_transfer_agent')}
        value={agent}
        onValue={setAgent}
        required
        maxLength={64}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        error={fieldError ?? (refusalOnField ? refusalText : undefined)}
      />
      <FormError message={refusalOnField ? undefined : refusalText} testId="team-transfer-error" />
      <div className="team-answers">
        <Button variant="secondary" label={t('cancel')} onClick={onCancel} />
        <Button type="submit" label={t('team_transfer_next')} />
      </div>
    </PanelForm>
  );
}
