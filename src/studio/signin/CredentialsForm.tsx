import { type FormEvent, useState } from 'react';
import type { OpsClient } from '../api/opsClient.ts';
import type { OperatorSessionInfo } from '../../generated/api/shapes/operatorSession.ts';
import { Field } from './Field.tsx';
import { describeProblem, type SignInProblem } from './messages.ts';
import { rememberTotp, usesTotp } from './totpMemory.ts';

interface Props {
  client: OpsClient;
  /** Signed in: the session, and the password typed (the one-time one, when it must be replaced next). */
  onSignedIn(session: OperatorSessionInfo, password: string): void;
}

/**
 * Name, password and, for an account with a second factor, the authenticator's code. The server answers every
 * wrong part alike, so the code field shows for a name that used one on this browser before, or after a failed
 * try (the message says it may be missing).
 */
export function CredentialsForm({ client, onSignedIn }: Props) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [totp, setTotp] = useState('');
  const [askCode, setAskCode] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<SignInProblem | null>(null);
  const showCode = askCode || usesTotp(username);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    setProblem(null);
    try {
      const code = totp.replace(/\s/g, '');
      const session = await client.login({ username: username.trim(), password, ...(code ? { totp: code } : {}) });
      rememberTotp(username, session.totp);
      onSignedIn(session, password);
    } catch (err) {
      const p = describeProblem(err);
      // The code may be what is missing: from now on the form asks for it.
      if ((err as { errorCode?: string }).errorCode === 'operator.login.failed' && !showCode) {
        setAskCode(true);
        p.message += ' If your account has a second factor, enter the code your authenticator app shows.';
      }
      setProblem(p);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-describedby={problem && !problem.field ? 'signin-problem' : undefined}>
      <Field
        id="username"
        label="Operator name"
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
        value={username}
        onChange={(e) => setUsername(e.target.value)}
      />
      <Field
        id="password"
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={problem?.field === 'password' ? problem.message : null}
      />
      {showCode ? (
        <Field
          id="totp"
          label="One-time code"
          hint="The 6 digits your authenticator app shows for this account."
          name="totp"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9 ]*"
          maxLength={16}
          value={totp}
          onChange={(e) => setTotp(e.target.value)}
        />
      ) : null}
      {problem && !problem.field ? (
        <p className="error" id="signin-problem" role="alert">
          {problem.message}
        </p>
      ) : null}
      {problem?.field ? (
        <p className="visually-hidden" role="alert">
          {problem.message}
        </p>
      ) : null}
      <button type="submit" disabled={busy || !username.trim() || !password}>
        {busy ? 'Signing in…' : 'Sign in'}
      </button>
    </form>
  );
}
