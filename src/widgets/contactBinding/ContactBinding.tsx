import { useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useConditionContext } from '../../renderer/ConditionScope.tsx';
import type { WidgetProps } from '../../renderer/defineWidget.ts';
import { useRenderer } from '../../renderer/RendererContext.tsx';
import { RetryBox } from '../../renderer/RetryBox.tsx';
import { Button } from '../../ui/Button.tsx';
import { List, Row } from '../../ui/List.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { BindDialog, type ContactKind } from './BindDialog.tsx';

/**
 * Mobile number and e-mail, masked, each bound through a code sent to the new one; changing a bound one also takes
 * the login password and a code sent to the one bound now (or the answers to the security questions); a member who
 * has lost it without questions set is pointed to customer service (`customerService`). A binding reads the bound
 * member info again; each send emits `done` (or `failed`).
 */
export function Component({ props, data, emit }: WidgetProps<'contactBinding'>) {
  const { t } = useTranslation();
  const { env } = useRenderer();
  const { session } = useConditionContext();
  const [binding, setBinding] = useState<ContactKind | null>(null);
  if (!session.isRealAccount) return null;
  if (data?.error && !data.data) return <RetryBox onRetry={data.retry} />;
  const info = data?.data;
  if (!info) return <Skeleton height={112} />;
  const current = (k: ContactKind) => (k === 'mobile' ? info.mobileNum : info.email) || '';
  return (
    <>
      <List label={t('contact_title')} testId="contact-binding">
        {props.kinds.map((k) => {
          const value = current(k);
          const label = t(k === 'mobile' ? 'contact_mobile' : 'contact_email');
          return (
            <Row
              key={k}
              icon={k === 'mobile' ? 'chat' : 'mail'}
              label={label}
              detail={value || t('contact_not_bound')}
              testId={`contact-${k}`}
              end={
                <Button
                  variant="secondary"
                  size="compact"
                  label={t(value ? 'contact_change' : 'contact_bind')}
                  aria-label={`${t(value ? 'contact_change' : 'contact_bind')} ${label}`}
                  onClick={() => setBinding(k)}
                />
              }
            />
          );
        })}
      </List>
      {binding
        ? createPortal(
            <BindDialog
              env={env}
              emit={emit}
              kind={binding}
              dialCode={info.countryDialingCode || undefined}
              current={current(binding) || undefined}
              onClose={() => setBinding(null)}
              onCustomerService={() => emit('customerService')}
              onBound={() => {
                setBinding(null);
                void data?.refresh();
              }}
            />,
            document.body,
          )
        : null}
    </>
  );
}
