import type { ComponentType } from 'react';
import type { FormField } from '../../../generated/widgets/form.ts';
import { CaptchaInput } from './CaptchaInput.tsx';
import { CheckboxInput } from './CheckboxInput.tsx';
import type { FieldWidgetProps } from './context.ts';
import { DialCodeSelect } from './DialCodeSelect.tsx';
import { DateInput, EmailInput, MobileInput, TextInput } from './inputs.tsx';
import { PasswordInput } from './PasswordInput.tsx';
import { SmsCodeInput } from './SmsCodeInput.tsx';

/** Our mobile theme: one widget per FormField.widget name. */
export const themeWidgets: Readonly<Record<FormField['widget'], ComponentType<FieldWidgetProps>>> = {
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
