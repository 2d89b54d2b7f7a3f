import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OldContactCodeResponse } from '../../generated/api/oldContactCode.response.ts';
import type { AppEnv } from '../../renderer/env.ts';
import { TextField } from '../../ui/TextField.tsx';
import { CodeField } from '../shared/CodeField.tsx';
import { useCountdown } from '../shared/countdown.ts';

interface OwnerProofProps {
  env: AppEnv;
  /** The contact bound now, masked as the platform shows it. */
  current: string;
  /** Field ids: `<idBase>-password` and `<idBase>-oldCode`. */
  idBase: string;
  touched: boolean;
  password: string;
  oldCode: string;
  onPassword(value: string): void;
  onOldCode(value: string): void;
  /** A refusal the platform gave, said at the password or the old-contact code. */
  refused: { password?: string; oldCode?: string };
  /** Asks the platform to send the code to the contact bound now: its answer, or undefined when refused (the caller says the refusal at that field). */
  askCode(): Promise<OldContactCodeResponse | undefined>;
  /** That request is on its way. */
  asking: boolean;
  /** The answers to the member's security questions, shown in place of the old-contact code when given. */
  answering?: ReactNode;
  /** Under the old-contact code: what a member who no longer has the contact can do. */
  lost?: ReactNode;
}

/**
 * The owner's proof for replacing a bound contact: the login password and a code sent to the contact bound now
 * ("get code" asks the platform to send it there, never to a contact typed here), with its own countdown; or,
 * `answering`, the answers to the security questions in place of that code (the countdown is kept meanwhile).
 */
export function OwnerProof({
  env,
  current,
  idBase,
  touched,
  password,
  oldCode,
  onPassword,
  onOldCode,
  refused,
  askCode,
  asking,
  answering,
  lost,
}: OwnerProofProps) {
  const { t } = useTranslation();
  const [expiration, setExpiration] = useState<number | undefined>(undefined);
  const [asked, setAsked] = useState(false);
  const left = useCountdown(
    expiration,
    () => env.clock.now(),
    () => setExpiration(undefined),
  );
  const passwordProblem = password ? null : 'card_login_password_required';
  const codeProblem = oldCode.trim() ? null : asked ? 'contact_code_required' : 'contact_code_ask_first';
  const send = async () => {
    const sent = await askCode();
    if (!sent) return;
    setAsked(true);
    setExpiration(sent.expirationTime);
    env.notify({ messageKey: 'contact_old_code_sent', values: { current: sent.recipient }, kind: 'success' });
  };
  return (
    <>
      <TextField
        id={`${idBase}-password`}
        type="password"
        autoComplete="current-password"
        required
        maxLength={64}
        label={t('card_login_password')}
        hint={t('contact_owner_hint', { current })}
        value={password}
        onValue={onPassword}
        error={refused.password ?? (touched && passwordProblem ? t(passwordProblem) : undefined)}
      />
      {answering ?? (
        <>
          <CodeField
            id={`${idBase}-oldCode`}
            label={t('contact_old_code', { current })}
            value={oldCode}
            onValue={onOldCode}
            error={refused.oldCode ?? (touched && codeProblem ? t(codeProblem) : undefined)}
            left={left}
            asking={asking}
            onAsk={() => void send()}
            buttonName={(label) => t('contact_old_code_button', { label, current })}
          />
          {lost}
        </>
      )}
    </>
  );
}
