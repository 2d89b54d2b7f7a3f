import { useTranslation } from 'react-i18next';
import { fillTemplate } from '../../core/params/resolve.ts';
import type { WidgetProps } from '../../renderer/defineWidget.ts';
import { RetryBox } from '../../renderer/RetryBox.tsx';
import './inviteLink.css';
import { Button } from '../../ui/Button.tsx';

/** The member's invitation link, read-only with a copy button; the code is the affiliate code, else the member id. */
export function Component({ node, props, data, emit }: WidgetProps<'inviteLink'>) {
  const { t } = useTranslation();
  const member = data?.data;
  if (data?.error) return <RetryBox onRetry={data.retry} />;
  const code = member ? String(member.affiliateCode || member.id) : '';
  const url = member ? window.location.origin + fillTemplate(props.path, { code }) : '';
  const inputId = `${node.id}-input`;
  return (
    <div className="invite-link">
      <label htmlFor={inputId}>{t(props.labelKey)}</label>
      <div className="invite-link-row">
        <input id={inputId} readOnly value={url} placeholder={t('loading')} data-testid="invite-link-url" />
        <Button icon="copy" label={t('copy')} disabled={!url} onClick={() => emit('copy', { text: url, code })} />
      </div>
    </div>
  );
}
