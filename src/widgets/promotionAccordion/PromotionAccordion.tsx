import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WidgetProps } from '../../renderer/defineWidget.ts';
import { RetryBox } from '../../renderer/RetryBox.tsx';
import { Icon } from '../../ui/Icon.tsx';
import './promotionAccordion.css';

/** A disclosure of the first promotions (the left menu shows 3) and a 'more' entry. */
export function Component({ props, data, emit }: WidgetProps<'promotionAccordion'>) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(props.initiallyOpen === true);
  const panelId = useId();
  const items = (data?.data ?? []).slice(0, props.limit ?? 3);
  return (
    <div className="promo-accordion">
      <button type="button" className="menu-item promo-accordion-toggle" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        {props.icon ? <Icon name={props.icon} size={22} /> : null}
        <span className="menu-item-label">{t(props.titleKey)}</span>
        <span className={`promo-chevron${open ? ' is-open' : ''}`}>
          <Icon name="chevronDown" size={18} />
        </span>
      </button>
      <div id={panelId} className="promo-accordion-panel" hidden={!open}>
        {data?.error ? <RetryBox onRetry={data.retry} /> : null}
        <ul>
          {items.map((p) => (
            <li key={p.id}>
              <button type="button" className="promo-accordion-item" onClick={() => emit('select', { id: p.id, title: p.title })}>
                {p.title}
              </button>
            </li>
          ))}
          <li>
            <button type="button" className="promo-accordion-item promo-accordion-more" onClick={() => emit('more')}>
              {t(props.moreKey)}
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
