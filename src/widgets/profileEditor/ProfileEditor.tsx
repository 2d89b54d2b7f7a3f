import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useCallRead } from '../../renderer/useCallRead.ts';
import { useConditionContext } from '../../renderer/ConditionScope.tsx';
import type { WidgetProps } from '../../renderer/defineWidget.ts';
import { RetryBox } from '../../renderer/RetryBox.tsx';
import { Section } from '../../ui/Section.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { IconPicker } from './IconPicker.tsx';
import { LockedPayee, NameField } from './NameField.tsx';
import './profileEditor.css';

/**
 * The member's personal info: head icon, nickname and payee name, each saved on its own (see the schema). The
 * rules come from the platform's rule set (registerSettings); a set payee name is shown, not editable.
 */
export function Component({ props, data, emit }: WidgetProps<'profileEditor'>) {
  const { t } = useTranslation();
  const { session } = useConditionContext();
  const rules = useCallRead('registerSettings', session.isRealAccount ? {} : null);
  const refresh = data?.refresh;
  const onLocked = useCallback(() => void refresh?.(), [refresh]);
  if (!session.isRealAccount) return null;
  if (data?.error && !data.data) return <RetryBox onRetry={data.retry} testId="profile-retry" />;
  const profile = data?.data;
  if (!profile) return <Skeleton height={220} />;
  const ruleSet = rules.data;
  return (
    <Section title={t('profile_title')} className="profile-editor" testId="profile-editor">
      {props.parts.map((part) => {
        if (part === 'icon') return <IconPicker key={part} current={profile.icon} emit={emit} />;
        if (part === 'nickname') {
          return <NameField key={part} kind="nickname" current={profile.nickname ?? ''} rule={ruleSet?.nickname} emit={emit} onLocked={onLocked} />;
        }
        return profile.payeeName ? (
          <LockedPayee key={part} name={profile.payeeName} onCustomerService={() => emit('customerService')} />
        ) : (
          <NameField key={part} kind="payeeName" current="" rule={ruleSet?.payeeName} emit={emit} onLocked={onLocked} />
        );
      })}
    </Section>
  );
}
