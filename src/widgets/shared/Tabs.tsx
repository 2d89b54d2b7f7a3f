import { useTranslation } from 'react-i18next';
import type { FormTab } from '../../generated/widgets/form.ts';

/** The form's method tabs (username / SMS, username / mobile, email / phone): a tablist of 44 px buttons. */
export function Tabs({ tabs, active, onSelect, labelKey }: { tabs: FormTab[]; active: string; onSelect(id: string): void; labelKey?: string }) {
  const { t } = useTranslation();
  return (
    <div className="form-tabs" role="tablist" aria-label={labelKey ? t(labelKey) : undefined}>
      {tabs.map((tab) => (
        <button
          key={tab.id}
          type="button"
          role="tab"
          className={`form-tab${tab.id === active ? ' form-tab-active' : ''}`}
          aria-selected={tab.id === active}
          data-testid={`tab-${tab.id}`}
          onClick={() => tab.id !== active && onSelect(tab.id)}
        >
          {t(tab.labelKey)}
        </button>
      ))}
    </div>
  );
}
