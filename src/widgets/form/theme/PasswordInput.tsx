import { useState } from 'react';
import { BaseInput, type InputProps } from './inputs.tsx';

/** Password with a show/hide toggle (a real button, 44 px, with a pressed state). */
export function PasswordInput(p: InputProps) {
  const [shown, setShown] = useState(false);
  const { t } = p.context;
  return (
    <BaseInput
      p={p}
      type={shown ? 'text' : 'password'}
      after={
        <button
          type="button"
          className="form-input-action form-eye"
          aria-pressed={shown}
          aria-label={t(shown ? 'hide_password' : 'show_password')}
          data-testid={`${p.id}-toggle`}
          onClick={() => setShown((s) => !s)}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path d="M12 5C6.5 5 2.7 9.2 1.5 12c1.2 2.8 5 7 10.5 7s9.3-4.2 10.5-7C21.3 9.2 17.5 5 12 5zm0 11a4 4 0 110-8 4 4 0 010 8z" fill="currentColor" />
            {shown ? null : <path d="M3 3l18 18" stroke="currentColor" strokeWidth="2" />}
          </svg>
        </button>
      }
    />
  );
}
