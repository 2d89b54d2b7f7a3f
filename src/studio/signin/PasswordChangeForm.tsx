import { type FormEvent, useState } from 'react';
import type { OpsClient } from '../api/opsClient.ts';
import { Field } from './Field.tsx';
import { describeProblem, type SignInProblem } from './messages.ts';

interface Props {
  client: OpsClient;
  /** The one-time password just typed at sign-in (not asked again), or null after a reload. */
  oneTimePassword: string | null;
  onChanged(): void;
}

/**
 * The forced step after signing in with a one-time password: a new password of the operator's own, typed twice.
 * The server checks its strength and says what is wrong; nothing else of the studio opens before it is done.
 */
export function PasswordChangeForm({ client, oneTimePassword, onChanged }: Props) {
  const [current, setCurrent] = useState(oneTimePassword ?? '');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<SignInProblem | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    if (next !== confirm) {
      setProblem({ message: 'The two new passwords differ: type the same one twice.', field: 'confirm' });
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      await client.call('operatorPasswordChange', { currentPassword: current, newPassword: next });
      onChanged();
    } catch (err) {
      setProblem(describeProblem(err));
    } finally {
      setBusy(false);
    }
  };
  const at = (field: SignInProblem['field']) => (problem?.field === field ? problem.message : null);

  return (
    <form onSubmit={submit} noValidate>
      <p>Your account still has the one-time password it was given. Choose a password of your own to open the studio.</p>
      {oneTimePassword === null || at('currentPassword') ? (
        <Field
          id="current-password"
          label="One-time password"
          name="current-password"
          type="password"
          autoComplete="current-password"
          required
          value={current}
          onChange={(e) => setCurrent(e.target.value)}
          error={at('currentPassword')}
        />
      ) : null}
      <Field
        id="new-password"
        label="New password"
        hint="At least 12 characters; a few words you remember work well. Not your name."
        name="new-password"
        type="password"
        autoComplete="new-password"
        required
        value={next}
        onChange={(e) => setNext(e.target.value)}
        error={at('newPassword')}
      />
      <Field
        id="confirm-password"
        label="New password again"
        name="confirm-password"
        type="password"
        autoComplete="new-password"
        required
        value={confirm}
        onChange={(e) => setConfirm(e.target.value)}
        error={at('confirm')}
      />
      <p className={problem && !problem.field ? 'error' : 'visually-hidden'} role="alert">
        {problem?.message ?? ''}
      </p>
      <button type="submit" disabled={busy || !current || !next || !confirm}>
        {busy ? 'Saving…' : 'Save the new password'}
      </button>
    </form>
  );
}
