import { useTranslation } from 'react-i18next';
import { useConditionContext } from '../../renderer/ConditionScope.tsx';
import type { WidgetProps } from '../../renderer/defineWidget.ts';
import { useAppState } from '../../state/StoreProvider.tsx';
import { Icon } from '../../ui/Icon.tsx';
import './userCard.css';

/**
 * Avatar, nickname (else username), VIP label and copy; visitors see the default avatar only. Bound to
 * memberProfile, the member's head icon and the nickname as it is now (a change shows once the source is refreshed).
 */
export function Component({ props, data, emit }: WidgetProps<'userCard'>) {
  const { t } = useTranslation();
  const { session } = useConditionContext();
  const vip = useAppState((s) => s.member?.clubLabel?.labelName);
  const profile = session.loggedIn ? data?.data : undefined;
  // session.userName is the nickname read at sign-in, else the account.
  const name = profile?.nickname || session.userName;
  return (
    <div className="user-card">
      {profile?.icon ? (
        <img className="user-avatar" src={profile.icon} alt={t('profile_icon_alt')} width={52} height={52} data-testid="user-card-icon" />
      ) : (
        <span className="user-avatar" role="img" aria-label={t('default_avatar_alt')}>
          <Icon name="user" size={32} />
        </span>
      )}
      {session.loggedIn ? (
        <div className="user-card-main">
          <span className="user-card-name" data-testid="user-card-name">
            {name}
          </span>
          {props.showVip && vip ? (
            <span className="user-card-vip" data-testid="user-card-vip">
              {vip}
            </span>
          ) : null}
        </div>
      ) : (
        <span className="user-card-name">{t(props.guestKey ?? 'guest_welcome')}</span>
      )}
      {session.loggedIn && props.showCopy ? (
        <button type="button" className="icon-button" aria-label={t('right_copy')} onClick={() => emit('copy', { text: name })}>
          <Icon name="copy" size={20} />
        </button>
      ) : null}
    </div>
  );
}
