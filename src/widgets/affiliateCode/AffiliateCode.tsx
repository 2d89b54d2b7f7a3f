import { useTranslation } from 'react-i18next';
import type { WidgetProps } from '../../renderer/defineWidget.ts';
import { RetryBox } from '../../renderer/RetryBox.tsx';
import { Button } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import './affiliateCode.css';

/** The member's own affiliate code: members who register with it join the agent's team. */
export function Component({ props, data, emit, handles }: WidgetProps<'affiliateCode'>) {
  const { t } = useTranslation();
  if (data?.error && !data.data) return <RetryBox onRetry={data.retry} />;
  const member = data?.data;
  if (!member) return <Skeleton height={72} />;
  const code = member.affiliateCode;
  if (!code) return null;
  return (
    <Card className="affiliate-code">
      <div className="affiliate-code-text">
        <p className="affiliate-code-label">{t(props.labelKey)}</p>
        <p className="affiliate-code-value" data-testid="affiliate-code">
          {code}
        </p>
      </div>
      {handles('copy') ? (
        <Button
          variant="secondary"
          size="compact"
          icon="copy"
          label={t('copy')}
          aria-label={t('affiliate_code_copy', { code })}
          onClick={() => emit('copy', { text: code })}
        />
      ) : null}
      {props.noteKey ? <p className="affiliate-code-note">{t(props.noteKey)}</p> : null}
    </Card>
  );
}
