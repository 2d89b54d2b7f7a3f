import { useTranslation } from 'react-i18next';
import type { InviteStatsResponse } from '../../generated/api/inviteStats.response.ts';
import { formatNumber } from '../../core/formatNumber.ts';
import { Section } from '../../ui/Section.tsx';

/** The site's referral terms as the platform answers them: the reward per friend and what the friend must do first. */
export function InviteTerms({ terms, symbol }: { terms: InviteStatsResponse['terms']; symbol: string }) {
  const { t } = useTranslation();
  const money = (v: number) => `${symbol}${formatNumber(v, 2)}`;
  return (
    <Section title={t('invite_terms_title')} testId="invite-terms">
      <p className="invite-friends-terms">
        {t('invite_terms', { reward: money(terms.reward), deposit: money(terms.minDeposit), turnover: money(terms.turnover) })}
      </p>
      <p className="invite-friends-rules">{t('invite_terms_shared')}</p>
    </Section>
  );
}
