import { useTranslation } from 'react-i18next';
import type { WidgetProps } from '../../renderer/defineWidget.ts';
import { Icon } from '../../ui/Icon.tsx';
import { useInterruption } from '../../ui/useInterruption.ts';
import './floatingButton.css';

/**
 * A round button fixed above the bottom bar (the manual rebate entry); fixed, so it never shifts the page. It steps
 * aside while a popup or the reality check asks for an answer (one interruption at a time).
 */
export function Component({ node, props, emit }: WidgetProps<'floatingButton'>) {
  const { t } = useTranslation();
  const turn = useInterruption(node.id, 'floating', true);
  if (!turn.shown) return null;
  return (
    <button type="button" className="floating-button" onClick={() => emit('tap')}>
      <Icon name={props.icon} size={22} />
      <span>{t(props.labelKey)}</span>
    </button>
  );
}
