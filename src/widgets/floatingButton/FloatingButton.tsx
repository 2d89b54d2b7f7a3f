import { useTranslation } from 'react-i18next';
import type { WidgetProps } from '../../renderer/defineWidget.ts';
import { Icon } from '../../ui/Icon.tsx';
import './floatingButton.css';

/** A round button fixed above the bottom bar (the manual rebate entry); fixed, so it never shifts the page. */
export function Component({ props, emit }: WidgetProps<'floatingButton'>) {
  const { t } = useTranslation();
  return (
    <button type="button" className="floating-button" onClick={() => emit('tap')}>
      <Icon name={props.icon} size={22} />
      <span>{t(props.labelKey)}</span>
    </button>
  );
}
