import { useTranslation } from 'react-i18next';
import type { WidgetProps } from '../../renderer/defineWidget.ts';
import './popupBody.css';

/** A popup's content; the title's id is what the frame's dialog is labelled by (`<popup id>-title`). */
export function Component({ node, props, renderSlot }: WidgetProps<'popupBody'>) {
  const { t } = useTranslation();
  return (
    <div className="popup-body">
      <h2 id={`${node.id}-title`} className="popup-title">
        {t(props.titleKey)}
      </h2>
      {props.messageKey ? <p className="popup-message">{t(props.messageKey)}</p> : null}
      <div className="popup-content">{renderSlot('children')}</div>
      <div className="popup-actions">{renderSlot('actions')}</div>
    </div>
  );
}
