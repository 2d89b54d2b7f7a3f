import { useTranslation } from 'react-i18next';
import { useConditionContext } from '../../renderer/ConditionScope.tsx';
import type { WidgetProps } from '../../renderer/defineWidget.ts';
import { Icon } from '../../ui/Icon.tsx';
import { useInterruption } from '../../ui/useInterruption.ts';
import './inviteBar.css';
import { Button } from '../../ui/Button.tsx';

/** The 'invite to earn' bar; who sees it is the node's `when` (the spec's rule lives in the home document). */
export function Component({ node, props, emit }: WidgetProps<'inviteBar'>) {
  const { t } = useTranslation();
  const { settings } = useConditionContext();
  // A bar waits its turn among the bars, and once closed stays closed on this device.
  const turn = useInterruption(node.id, 'bar', true);
  if (!turn.shown) return null;
  const amount = `${settings.currencySymbol}${settings.inviteDisplayAmount}`;
  return (
    <div className="invite-bar bleed">
      <Icon name="gift" size={20} />
      <p className="invite-bar-text">{t(props.textKey, { amount })}</p>
      <Button size="compact" label={t('more')} onClick={() => emit('more')} />
      <button type="button" className="icon-button" aria-label={t('close')} onClick={turn.close}>
        <Icon name="close" size={18} />
      </button>
    </div>
  );
}
