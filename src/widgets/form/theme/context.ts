import type { FormField } from '../../../generated/widgets/form.ts';

/** What the form hands every field widget: translation and the live parts of special fields. */
export interface FormThemeContext {
  /** The UI language (labels re-render when it changes). */
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
  /** Field name from an input id (ids carry the form's prefix). */
  fieldName(id: string): string;
}

/** The uiSchema options compose.ts sets on every field. */
interface FieldOptions {
  labelKey?: string;
  placeholderKey?: string;
  linkKey?: string;
  linkTo?: string;
  mobileField?: string;
  autoComplete?: string;
  inputMaxLength?: number;
}

/** One field's entry in the composed uiSchema (the `ui:` keywords compose.ts writes, as rjsf names them). */
export interface FieldUi {
  'ui:widget': FormField['widget'];
  'ui:readonly': boolean;
  'ui:options': FieldOptions;
}

/** The composed uiSchema: the fields' order and each field's entry. */
export type FormUiSchema = { 'ui:order': string[] } & { [field: string]: FieldUi | string[] };

/**
 * What a field widget of the theme receives: the parts of rjsf's WidgetProps the theme used, under the same names,
 * so the widgets read as before. `onBlur` and `onFocus` take the input's id, as rjsf's did.
 */
export interface FieldWidgetProps {
  id: string;
  name: string;
  value: string | boolean | undefined;
  required: boolean;
  readonly: boolean;
  disabled: boolean;
  /** The field's shown errors (the first is drawn under it). */
  rawErrors: readonly string[] | undefined;
  options: FieldOptions;
  /** The property's allowed values (the dialing codes). */
  enumOptions: readonly string[] | undefined;
  context: FormThemeContext;
  onChange(value: string | boolean): void;
  onBlur(id: string): void;
  onFocus(id: string): void;
}

/** The id of a field's error text, which its input's aria-describedby names. */
export const errorId = (id: string): string => `${id}__error`;
