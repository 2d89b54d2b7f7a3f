import { BaseInput, type InputProps } from './inputs.tsx';

/** Numeric captcha answer with the image beside it; tapping the image loads a new one. */
export function CaptchaInput(p: InputProps) {
  const { t, captchaSrc, refreshCaptcha } = p.context;
  return (
    <BaseInput
      p={p}
      inputMode="numeric"
      after={
        <button
          type="button"
          className="form-input-action form-captcha"
          aria-label={t('aria_refresh_captcha')}
          title={t('captcha_tap_refresh')}
          onClick={refreshCaptcha}
          data-testid="captcha-image"
        >
          {captchaSrc ? <img src={captchaSrc} alt={t('label_captcha')} width={96} height={36} /> : <span className="form-captcha-empty" />}
        </button>
      }
    />
  );
}
