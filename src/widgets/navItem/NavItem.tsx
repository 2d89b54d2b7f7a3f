import { useTranslation } from 'react-i18next';
import { useConditionContext } from '../../renderer/ConditionScope.tsx';
import type { WidgetProps } from '../../renderer/defineWidget.ts';
import { Icon } from '../../ui/Icon.tsx';
import './navItem.css';

/** A bottom-menu item; highlighted (aria-current) on the paths the document lists, e.g. Home on the home paths. */
export function Component({ props, emit }: WidgetProps<'navItem'>) {
  const { t } = useTranslation();
  const { route } = useConditionContext();
  const current = props.activePaths?.includes(route.path) === true;
  return (
    <button
      type="button"
      className={`nav-item nav-item-${props.variant}${current ? ' is-current' : ''}`}
      aria-current={current ? 'page' : undefined}
      onClick={() => emit('tap')}
    >
      <span className="nav-item-icon">
        <Icon name={props.icon} size={props.variant === 'central' ? 26 : 22} />
      </span>
      <span className="nav-item-label">{t(props.labelKey)}</span>
    </button>
  );
}
