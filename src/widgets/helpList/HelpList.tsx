import { useTranslation } from 'react-i18next';
import type { WidgetProps } from '../../renderer/defineWidget.ts';
import { RetryBox } from '../../renderer/RetryBox.tsx';
import { Icon } from '../../ui/Icon.tsx';
import './helpList.css';

/** The help centre's titles; a tap emits the entry's index (the help screen opens on that tab). */
export function Component({ node, props, data, emit }: WidgetProps<'helpList'>) {
  const { t } = useTranslation();
  if (data?.error && data.data === undefined) return <RetryBox onRetry={data.retry} testId={`${node.id}-retry`} />;
  const entries = data?.data ?? [];
  if (entries.length === 0) return null;
  const title = props.titleKey ? t(props.titleKey) : undefined;
  return (
    <nav className="help-list" aria-label={title ?? t('title_help')}>
      {title ? <h2 className="home-block-title help-list-title">{title}</h2> : null}
      <ul>
        {entries.map((e, index) => (
          <li key={`${index}-${e.title}`}>
            <button type="button" className="help-list-item" onClick={() => emit('tap', { index, title: e.title })}>
              <span>{e.title}</span>
              <Icon name="chevronRight" size={18} />
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
