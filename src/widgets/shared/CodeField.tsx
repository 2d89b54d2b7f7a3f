import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button.tsx';
import { TextField } from '../../ui/TextField.tsx';

interface CodeFieldProps extends Pick<ComponentProps<typeof TextField>, 'id' | 'label' | 'hint' | 'value' | 'onValue' | 'error'> {
  /** Seconds before another code may be asked for (useCountdown's); null when it may be asked for now. */
  left: number | null;
  /** A code is being asked for. */
  asking: boolean;
  onAsk(): void;
  /** The button's accessible name from its shown label, where that label alone does not say where the code goes. */
  buttonName?(label: string): string;
}

/** A code sent by text or e-mail, with the "get code" button after it, which counts down until another may be asked for. */
export function CodeField({ left, asking, onAsk, buttonName, ...field }: CodeFieldProps) {
  const { t } = useTranslation();
  const buttonLabel = left !== null ? t('contact_code_wait', { seconds: left }) : t('contact_get_code');
  return (
    <TextField
      {...field}
      required
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={10}
      end={
        <Button
          variant="ghost"
          size="compact"
          disabled={left !== null || asking}
          busy={asking}
          label={buttonLabel}
          aria-label={buttonName?.(buttonLabel)}
          onClick={onAsk}
        />
      }
    />
  );
}
