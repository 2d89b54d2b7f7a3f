import { useCountdown } from '../../shared/countdown.ts';
import { BaseInput, type InputProps } from './inputs.tsx';

/** SMS code with 'get code'; after a send the button shows the seconds left and is disabled until they run out. */
export function SmsCodeInput(p: InputProps) {
  const ctx = p.context;
  const field = ctx.fieldName(p.id);
  const left = useCountdown(ctx.countdowns[field], ctx.now, () => ctx.endCountdown(field));
  const counting = left !== null && left > 0;
  return (
    <BaseInput
      p={p}
      inputMode="numeric"
      after={
        <button
          type="button"
          className="form-input-action form-get-code"
          disabled={counting || p.disabled}
          onClick={() => ctx.requestCode(field)}
          data-testid="get-code"
        >
          {counting ? ctx.t('countdown', { seconds: left }) : ctx.t('get_code')}
        </button>
      }
    />
  );
}
