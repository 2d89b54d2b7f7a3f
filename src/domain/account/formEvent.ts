/**
 * What a form widget hands its `submit` / `requestCode` actions: the values of its visible fields, the active tab,
 * and a controller so the action can answer back (reveal the captcha, clear a field, start a countdown) without
 * the action importing any form code (the form lives in a lazy chunk, the actions in the entry).
 */
export interface FormController {
  /** Shows the captcha field (a failed login asked for it) and loads a fresh image. */
  revealCaptcha(): void;
  /** Loads a fresh captcha image when the field is visible. */
  refreshCaptcha(): void;
  /** Empties these fields (and forgets they were touched). */
  clear(names: readonly string[]): void;
  /** Focuses the field's input. */
  focus(name: string): void;
  /** Starts the 'get code' countdown of an smsCode field to the server's expiration time (epoch ms). */
  startCountdown(name: string, expirationTime: number): void;
  /** Opens the form's notice dialog with this message (the 'same password' popup; an opened account's name). */
  showNotice(messageKey: string, values?: Record<string, string>): void;
  /** Notes that the platform accepted this value of the field (the URL's affiliate code, checked on open). */
  markVerified(name: string, value: string): void;
  /** Whether this exact value of the field was accepted before (so submit need not check it again). */
  isVerified(name: string, value: string): boolean;
  /** Keeps the submit button off for this many seconds, counting them down (the platform's wait after too many tries). */
  holdSubmit(seconds: number): void;
  /**
   * Shows why the platform refused the submit: under the field it concerns (which gets focus), or under the form
   * when it names none. It stays until that field (any field, for the form's) changes or the form is sent again.
   */
  showRefusal(refusal: FormRefusal, field?: string): void;
}

/** A refusal in words: a catalogue key (translated, so a language change follows), or the platform's own text. */
export type FormRefusal = { key: string; values?: Record<string, string> } | { text: string };

export type FormValues = Record<string, string | boolean>;

export interface FormEvent {
  values: FormValues;
  tab: string;
  form: FormController;
  /** The smsCode field that asked for a code (requestCode only). */
  field?: string;
  /** The mobile field the smsCode field names (requestCode only). */
  mobileField?: string;
}

function isController(v: unknown): v is FormController {
  return typeof v === 'object' && v !== null && typeof (v as FormController).revealCaptcha === 'function';
}

/** Narrows an action's event to a form event; null when the action was not run by a form. */
export function readFormEvent(event: Record<string, unknown>): FormEvent | null {
  const { values, tab, form, field, mobileField } = event;
  if (typeof values !== 'object' || values === null || !isController(form)) return null;
  return {
    values: values as FormValues,
    tab: typeof tab === 'string' ? tab : '',
    form,
    field: typeof field === 'string' ? field : undefined,
    mobileField: typeof mobileField === 'string' ? mobileField : undefined,
  };
}

/** A value as the payload sends it: trimmed text, '' for anything missing. */
export function text(values: FormValues, name: string): string {
  const v = values[name];
  return typeof v === 'string' ? v.trim() : '';
}
