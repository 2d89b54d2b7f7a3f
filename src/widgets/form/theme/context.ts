/** What the form hands its theme through rjsf's formContext: translation and the live parts of special fields. */
export interface FormThemeContext {
  /** The UI language: data, so rjsf's deep prop comparison re-renders labels when it changes. */
  language: string;
  t(key: string, values?: Record<string, string | number>): string;
  /** data: URL of the current captcha image, or null while loading. */
  captchaSrc: string | null;
  refreshCaptcha(): void;
  /** smsCode field name -> the server's expiration time of its running countdown. */
  countdowns: Record<string, number | undefined>;
  now(): number;
  requestCode(field: string): void;
  endCountdown(field: string): void;
  /** Field name from an rjsf input id (ids carry the form's prefix). */
  fieldName(id: string): string;
}

/** The uiSchema options compose.ts sets on every field. */
export interface FieldOptions {
  labelKey?: string;
  placeholderKey?: string;
  linkKey?: string;
  linkTo?: string;
  mobileField?: string;
  autoComplete?: string;
  inputMaxLength?: number;
}
