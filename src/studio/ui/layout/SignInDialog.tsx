import { type FormEvent, useId, useState } from 'react';
import { useStudio, useStudioActions } from '../../app/context.ts';
import { describeError } from '../../app/studioApi.ts';
import { Modal } from './Modal.tsx';

/**
 * Signing in again where the operator is, when a call answered that the session ended: the page, the draft and
 * everything typed stay; the call that failed runs again after signing in.
 */
export function SignInDialog() {
  const open = useStudio((s) => s.signInOpen);
  const known = useStudio((s) => s.session?.username ?? '');
  const actions = useStudioActions();
  const [username, setUsername] = useState(known);
  const [password, setPassword] = useState('');
  const [totp, setTotp] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const ids = { user: useId(), password: useId(), code: useId() };
  if (!open) return null;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setProblem(null);
    try {
      await actions.signIn(totp ? { username, password, totp } : { username, password });
      setPassword('');
      setTotp('');
    } catch (err) {
      setProblem(`Not signed in: ${describeError(err)}`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal title="Your session ended: sign in again" onClose={actions.cancelSignIn} initialFocus={known ? `#${CSS.escape(ids.password)}` : undefined}>
      <p>Your draft is kept in this browser. After you sign in, what you were doing goes on where it stopped.</p>
      <form onSubmit={submit} className="studio-form">
        <label htmlFor={ids.user}>Operator name</label>
        <input id={ids.user} className="studio-input" autoComplete="username" required value={username} onChange={(e) => setUsername(e.target.value)} />
        <label htmlFor={ids.password}>Password</label>
        <input
          id={ids.password}
          className="studio-input"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <label htmlFor={ids.code}>Code from your authenticator (if your account has one)</label>
        <input
          id={ids.code}
          className="studio-input"
          inputMode="numeric"
          autoComplete="one-time-code"
          value={totp}
          onChange={(e) => setTotp(e.target.value.trim())}
        />
        {problem && (
          <p className="studio-alert" role="alert">
            {problem}
          </p>
        )}
        <button type="submit" className="studio-button studio-button--primary" disabled={busy}>
          {busy ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
    </Modal>
  );
}
