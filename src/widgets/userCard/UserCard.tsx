import { useTranslation } from 'react-i18next';
import { useConditionContext } from '../../renderer/ConditionScope.tsx';
import type { WidgetProps } from '../../renderer/defineWidget.ts';
import { useAppState } from '../../state/StoreProvider.tsx';
import { Icon } from '../../ui/Icon.tsx';
import './userCard.css';

/** Avatar, nickname (else username), VIP label and copy; visitors see the default avatar only. */
export function Component({ props, emit }: WidgetProps<'userCard'>) {
  const { t } = useTranslation();
  const { session } = useConditionContext();
  const vip = useAppState((s) => s.member?.clubLabel?.labelName);
  const name = session.userName;
  return (
    <div className="user-card">
      <span className="user-avatar" role="img" aria-label={t('default_avatar_alt')}>
        <Icon name="user" size={32} />
      </span>
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
