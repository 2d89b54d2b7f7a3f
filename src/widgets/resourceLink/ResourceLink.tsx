import { useTranslation } from 'react-i18next';
import { useConditionContext } from '../../renderer/ConditionScope.tsx';
import type { WidgetProps } from '../../renderer/defineWidget.ts';
import { Icon } from '../../ui/Icon.tsx';
import { pickLink } from './pickLink.ts';
import { Button } from '../../ui/Button.tsx';
import './resourceLink.css';

/** A link that exists only when the site configures one: renders nothing otherwise (no dead entries). */
export function Component({ props, data, emit }: WidgetProps<'resourceLink'>) {
  const { t } = useTranslation();
  const { device } = useConditionContext();
  const links = data?.data ?? [];
  const link = pickLink(links, props.types, props.matchDevice ? device.os : null);
  if (!link) return null;
  const onClick = () => emit('tap', { url: link.url, type: link.type });
  const label = t(props.labelKey);
  const variant = props.variant ?? 'row';
  if (variant === 'icon') {
    return <Button variant="ghost" iconOnly icon={props.icon ?? 'download'} label={label} onClick={onClick} data-link-type={link.type} />;
  }
  if (variant === 'floating') {
    return (
      <button type="button" className="resource-floating" onClick={onClick} data-link-type={link.type} data-testid="resource-floating">
        <Icon name={props.icon ?? 'support'} size={22} />
        <span>{label}</span>
      </button>
    );
  }
  if (variant === 'button') {
    return <Button block icon={props.icon} label={label} onClick={onClick} data-link-type={link.type} />;
  }
  return (
    <button type="button" className="menu-item" onClick={onClick} data-link-type={link.type}>
      {props.icon ? <Icon name={props.icon} size={22} /> : null}
      <span className="menu-item-label">{label}</span>
    </button>
  );
}
