import { useEffect, useRef, useState } from 'react';
import type { OpsClient } from '../api/opsClient.ts';
import { CredentialsForm } from './CredentialsForm.tsx';
import { PasswordChangeForm } from './PasswordChangeForm.tsx';

/** Where a signed-in operator goes: the studio (the server answers it now that the session is live). */
const STUDIO_HOME = '/studio/';
const leaveForStudio = (): void => location.replace(STUDIO_HOME);

type Step = { kind: 'checking' } | { kind: 'credentials' } | { kind: 'password'; oneTimePassword: string | null };

interface Props {
  client: OpsClient;
  /** Leaves for the studio (tests replace it). */
  goToStudio?: () => void;
}

/**
 * The studio's sign-in page (served at /studio to anyone without a live operator session): name, password and
 * one-time code, then, for an account that still has its one-time password, the forced password change. Each
 * step's heading takes the focus, so a screen reader hears where it is.
 */
export function SignInPage({ client, goToStudio = leaveForStudio }: Props) {
  const [step, setStep] = useState<Step>({ kind: 'checking' });
  const heading = useRef<HTMLHeadingElement>(null);

  // A session that is already live (signed in in another tab) goes on; one with a one-time password changes it here.
  useEffect(() => {
    let live = true;
    client.refreshSession().then(
      (s) => live && (s.mustChangePassword ? setStep({ kind: 'password', oneTimePassword: null }) : goToStudio()),
      () => live && setStep({ kind: 'credentials' }),
    );
    return () => {
      live = false;
    };
  }, [client, goToStudio]);

  useEffect(() => {
    if (step.kind !== 'checking') heading.current?.focus();
  }, [step.kind]);

  const title = step.kind === 'password' ? 'Choose your password' : 'Sign in to the studio';
  return (
    <main className="signin">
      <h1 ref={heading} tabIndex={-1}>
        {title}
      </h1>
      {step.kind === 'checking' ? <p aria-live="polite">Checking whether you are signed in…</p> : null}
      {step.kind === 'credentials' ? (
        <CredentialsForm
          client={client}
          onSignedIn={(s, password) => (s.mustChangePassword ? setStep({ kind: 'password', oneTimePassword: password }) : goToStudio())}
        />
      ) : null}
      {step.kind === 'password' ? <PasswordChangeForm client={client} oneTimePassword={step.oneTimePassword} onChanged={goToStudio} /> : null}
    </main>
  );
}
