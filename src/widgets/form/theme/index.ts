import type { RegistryWidgetsType, RJSFSchema, TemplatesType } from '@rjsf/utils';
import type { Values } from '../validate.ts';
import { CaptchaInput } from './CaptchaInput.tsx';
import { CheckboxInput } from './CheckboxInput.tsx';
import type { FormThemeContext } from './context.ts';
import { DateInput, DialCodeSelect, EmailInput, MobileInput, TextInput } from './inputs.tsx';
import { PasswordInput } from './PasswordInput.tsx';
import { SmsCodeInput } from './SmsCodeInput.tsx';
import { ErrorListTemplate, FieldErrorTemplate, FieldTemplate, ObjectFieldTemplate } from './templates.tsx';

/** Our mobile theme for @rjsf/core: one widget per FormField.widget name, and the templates around them. */
export const themeWidgets: RegistryWidgetsType<Values, RJSFSchema, FormThemeContext> = {
  text: TextInput,
  password: PasswordInput,
  email: EmailInput,
  mobile: MobileInput,
  dialCode: DialCodeSelect,
  captcha: CaptchaInput,
  smsCode: SmsCodeInput,
  date: DateInput,
  checkbox: CheckboxInput,
};

export const themeTemplates: Partial<TemplatesType<Values, RJSFSchema, FormThemeContext>> = {
  FieldTemplate,
  ObjectFieldTemplate,
  ErrorListTemplate,
  FieldErrorTemplate,
};
