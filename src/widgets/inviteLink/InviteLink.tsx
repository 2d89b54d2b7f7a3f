import { useTranslation } from 'react-i18next';
import type { WidgetProps } from '../../renderer/defineWidget.ts';
import { RetryBox } from '../../renderer/RetryBox.tsx';
import { Button } from '../../ui/Button.tsx';
import { inviteUrl } from '../shared/invite/inviteUrl.ts';
import './inviteLink.css';

/** The member's invitation link (the code from inviteStats), read-only with a copy button. */
export function Component({ node, props, data, emit }: WidgetProps<'inviteLink'>) {
  const { t } = useTranslation();
  if (data?.error && !data.data) return <RetryBox onRetry={data.retry} />;
  const code = data?.data?.code ?? '';
  const url = inviteUrl(props.path, code);
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
