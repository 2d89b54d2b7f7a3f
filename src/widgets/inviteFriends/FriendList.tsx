import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { InviteStatsResponse } from '../../generated/api/inviteStats.response.ts';
import { useBrandClock } from '../../renderer/timeZone.ts';
import { formatNumber } from '../../core/formatNumber.ts';
import { Section } from '../../ui/Section.tsx';

type Friend = InviteStatsResponse['friends'][number];
type Terms = InviteStatsResponse['terms'];

/** Why a pending friend is not paid yet, in the member's language, with what is still missing. */
function reasonText(f: Friend, terms: Terms, t: (key: string, values?: Record<string, unknown>) => string, symbol: string): string | null {
  const money = (v: number) => `${symbol}${formatNumber(v, 2)}`;
  switch (f.reason) {
    case 'deposit':
      return t('invite_reason_deposit', { amount: money(terms.minDeposit) });
    case 'turnover':
      return t('invite_reason_turnover', { amount: money(terms.turnover) });
    case 'sharedAccount':
    case 'sharedMobile':
      return t(`invite_reason_${f.reason}`);
    default:
      return null;
  }
}

/** One condition's progress: a labelled bar with its figures (nothing when the terms ask nothing of it). */
function Condition({ label, name, value, max, symbol }: { label: string; name: string; value: number; max: number; symbol: string }) {
  const id = useId();
  if (!(max > 0)) return null;
  return (
    <div className="invite-friend-progress">
      <span className="invite-friend-label">{label}</span>
      <progress max={max} value={Math.min(value, max)} aria-label={name} aria-describedby={id} />
      <span id={id} className="invite-friend-numbers">{`${symbol}${formatNumber(value, 2)} / ${symbol}${formatNumber(max, 2)}`}</span>
    </div>
  );
}

/** The member's invited friends: paid, or pending with the reason and their progress toward deposits and bets. */
export function FriendList({ friends, terms, symbol }: { friends: InviteStatsResponse['friends']; terms: Terms; symbol: string }) {
  const { t } = useTranslation();
  const clock = useBrandClock();
  return (
    <Section title={t('invite_friends_title')} testId="invite-friend-list">
      {friends.length === 0 ? (
        <p className="invite-friends-rules">{t('invite_friends_none')}</p>
      ) : (
        <ul className="invite-friend-list">
          {friends.map((f) => {
            const shared = f.reason === 'sharedAccount' || f.reason === 'sharedMobile';
            const reason = f.status === 'pending' ? reasonText(f, terms, t, symbol) : null;
            return (
              <li key={`${f.name}-${f.joinedAt}`} className={`invite-friend invite-friend-${f.status}`} data-testid="invite-friend">
                <div className="invite-friend-head">
                  <h3 className="invite-friend-name">{f.name}</h3>
                  <span className="invite-friend-status">{t(f.status === 'paid' ? 'invite_friend_paid' : 'invite_friend_pending')}</span>
                </div>
                <p className="invite-friend-joined">{t('invite_friend_joined', { time: clock.dateTime(f.joinedAt) })}</p>
                {reason ? <p className="invite-friend-reason">{reason}</p> : null}
                {f.status === 'pending' && !shared ? (
                  <>
                    <Condition
                      label={t('invite_friend_deposits')}
                      name={t('invite_friend_deposits_of', { name: f.name })}
                      value={f.deposited}
                      max={terms.minDeposit}
                      symbol={symbol}
                    />
                    <Condition
                      label={t('invite_friend_bets')}
                      name={t('invite_friend_bets_of', { name: f.name })}
                      value={f.validBets}
                      max={terms.turnover}
                      symbol={symbol}
                    />
                  </>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </Section>
  );
}
