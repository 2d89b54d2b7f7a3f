import { useTranslation } from 'react-i18next';
import type { WidgetProps } from '../../renderer/defineWidget.ts';
import { Icon } from '../../ui/Icon.tsx';
import './menuItem.css';

/** A side-menu row; what it opens is the node's `tap` actions, what it shows after the label is its `badge` slot. */
export function Component({ props, emit, renderSlot }: WidgetProps<'menuItem'>) {
  const { t } = useTranslation();
  return (
    <button type="button" className="menu-item" onClick={() => emit('tap')}>
      {props.icon ? <Icon name={props.icon} size={22} /> : null}
      <span className="menu-item-label">{t(props.labelKey)}</span>
      <span className="menu-item-end">{renderSlot('badge')}</span>
      {props.chevron ? <Icon name="chevronRight" size={18} /> : null}
    </button>
  );
}
