import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../core/formatNumber.ts';
import { useConditionContext } from '../../renderer/ConditionScope.tsx';
import type { WidgetProps } from '../../renderer/defineWidget.ts';
import { RetryBox } from '../../renderer/RetryBox.tsx';
import { useRenderer } from '../../renderer/RendererContext.tsx';
import { Button } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import { Facts } from '../../ui/Facts.tsx';
import { QrCode } from '../../ui/QrCode.tsx';
import { LazySafeHtml as SafeHtml, prefetchSafeHtml } from '../../ui/LazySafeHtml.tsx';
import { afterLoad } from '../../core/afterLoad.ts';
import { Section } from '../../ui/Section.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { inviteUrl } from '../shared/invite/inviteUrl.ts';
import { FriendList } from './FriendList.tsx';
import { InviteTerms } from './InviteTerms.tsx';
import { ShareLink } from './ShareLink.tsx';
import './inviteFriends.css';

// HTML shows only once a person opens an entry: the sanitizer's chunk loads once the first screen has settled.
afterLoad(prefetchSafeHtml);

/**
 * The member's invitation link with its QR code, copy and share, the referral terms, the member's invite figures, the
 * invited friends (paid, or pending with the reason and their progress) and the rules.
 */
export function Component({ node, props, data, emit }: WidgetProps<'inviteFriends'>) {
  const { t } = useTranslation();
  const { env } = useRenderer();
  const { settings } = useConditionContext();
  if (data?.error && !data.data) return <RetryBox onRetry={data.retry} />;
  const stats = data?.data;
  if (!stats) return <Skeleton height={420} />;
  const url = inviteUrl(props.path, stats.code);
  const inputId = `${node.id}-url`;
  return (
    <div className="invite-friends" data-testid="invite-friends">
      <Card className="invite-friends-link">
        <h2 className="invite-friends-heading">{t('referral_link_label')}</h2>
        <div className="invite-friends-qr">
          <QrCode text={url} label={t('invite_qr_label')} testId="invite-qr" />
        </div>
        <p className="invite-friends-code">{t('invite_your_code', { code: stats.code })}</p>
        <label className="invite-friends-label" htmlFor={inputId}>
          {t('invite_link_field')}
        </label>
        <input id={inputId} className="invite-friends-url" readOnly value={url} data-testid="invite-link-url" />
        <div className="invite-friends-actions">
          <Button icon="copy" label={t('invite_copy_link')} onClick={() => emit('copy', { text: url, code: stats.code })} />
          <ShareLink url={url} title={t('title_invite_friends')} />
        </div>
      </Card>
      <InviteTerms terms={stats.terms} symbol={settings.currencySymbol} />
      <Section title={t('invite_figures_title')} testId="invite-figures">
        <Facts
          items={[
            { term: t('invite_invited'), value: String(stats.invited) },
            { term: t('invite_registered'), value: String(stats.registered) },
            { term: t('invite_depositing'), value: String(stats.depositing) },
            { term: t('invite_pending'), value: String(stats.pending) },
            { term: t('invite_earned'), value: `${settings.currencySymbol}${formatNumber(stats.earned, 2)}` },
          ]}
        />
      </Section>
      <FriendList friends={stats.friends} terms={stats.terms} symbol={settings.currencySymbol} />
      <Section title={stats.rules?.title ?? t('invite_rules_title')} testId="invite-rules">
        {stats.rules ? <SafeHtml html={stats.rules.content} onNavigate={env.navigate} /> : <p className="invite-friends-rules">{t(props.rulesKey)}</p>}
      </Section>
    </div>
  );
}
