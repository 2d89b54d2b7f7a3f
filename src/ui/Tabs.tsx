import { useTranslation } from 'react-i18next';
import './tabs.css';

/** One tab: its id (selection, test id) and label. */
export interface TabItem {
  id: string;
  labelKey: string;
}

interface TabsProps {
  tabs: readonly TabItem[];
  active: string;
  onSelect(id: string): void;
  /** Accessible name of the tab list. */
  labelKey?: string;
  /** With panels: element ids `<idPrefix>-tab-<id>`, and each tab controls `<idPrefix>-panel-<id>`. */
  idPrefix?: string;
  /** data-testid of each tab: `<testIdPrefix><id>` (default `tab-`). */
  testIdPrefix?: string;
}

/** A tablist of 44 px buttons: the form's method tabs (username / SMS, username / mobile) and tabPanels (email / phone). */
export function Tabs({ tabs, active, onSelect, labelKey, idPrefix, testIdPrefix = 'tab-' }: TabsProps) {
  const { t } = useTranslation();
  return (
    <div className="tabs" role="tablist" aria-label={labelKey ? t(labelKey) : undefined}>
      {tabs.map((tab) => (
        <button
          key={tab.id}
          type="button"
          role="tab"
          id={idPrefix ? `${idPrefix}-tab-${tab.id}` : undefined}
          aria-controls={idPrefix ? `${idPrefix}-panel-${tab.id}` : undefined}
          className={`tab${tab.id === active ? ' tab-active' : ''}`}
          aria-selected={tab.id === active}
          data-testid={`${testIdPrefix}${tab.id}`}
          onClick={() => tab.id !== active && onSelect(tab.id)}
        >
          {t(tab.labelKey)}
        </button>
      ))}
    </div>
  );
}
