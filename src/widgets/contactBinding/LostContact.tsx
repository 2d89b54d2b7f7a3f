import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button.tsx';
import type { ContactKind } from './BindDialog.tsx';
import type { MemberQuestions } from './useMemberQuestions.ts';
import './contactBinding.css';

/**
 * For a member who no longer has the bound contact: with security questions set, the way to answer them instead of
 * the code; without, what to do (customer service can check the account in other ways). Nothing while loading.
 */
export function LostContact({
  kind,
  questions,
  onAnswer,
  onCustomerService,
}: {
  kind: ContactKind;
  questions: MemberQuestions;
  onAnswer(): void;
  onCustomerService(): void;
}) {
  const { t } = useTranslation();
  if (questions === null) return null;
  if (questions !== 'failed' && questions.length > 0) {
    return (
      <Button
        variant="ghost"
        className="contact-switch"
        label={t(kind === 'mobile' ? 'contact_lost_mobile' : 'contact_lost_email')}
        onClick={onAnswer}
        data-testid="contact-lost"
      />
    );
  }
  return (
    <div className="contact-lost">
      <p className="field-hint">{t(kind === 'mobile' ? 'contact_no_questions_mobile' : 'contact_no_questions_email')}</p>
      <Button variant="secondary" size="compact" label={t('contact_customer_service')} onClick={onCustomerService} />
    </div>
  );
}
