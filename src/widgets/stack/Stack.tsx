import { useTranslation } from 'react-i18next';
import type { WidgetProps } from '../../renderer/defineWidget.ts';
import './stack.css';

/** Layout only: lays out its `children` slot. */
export function Component({ props, renderSlot }: WidgetProps<'stack'>) {
  const { t } = useTranslation();
  const className = [
    'stack',
    `stack-${props.direction ?? 'column'}`,
    `gap-${props.gap ?? 'medium'}`,
    `pad-${props.padding ?? 'none'}`,
    `align-${props.align ?? 'stretch'}`,
    props.direction === 'grid' ? `columns-${props.columns}` : '',
    props.surface ? 'stack-surface' : '',
  ]
    .filter(Boolean)
    .join(' ');
  const label = props.labelKey ? t(props.labelKey) : undefined;
  const children = renderSlot('children');
  switch (props.landmark) {
    case 'section':
      return (
        <section className={className} aria-label={label}>
          {children}
        </section>
      );
    case 'nav':
      return (
        <nav className={className} aria-label={label}>
          {children}
        </nav>
      );
    case 'footer':
      // A footer inside the page is no landmark, so it takes no name.
      return <footer className={className}>{children}</footer>;
    default:
      return <div className={className}>{children}</div>;
  }
}
