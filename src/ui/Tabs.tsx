import { useTranslation } from 'react-i18next';
import './tabs.css';

/** One tab: its id (selection, test id) and label: a translation key, or text from the platform (a category). */
export type TabItem = { id: string; labelKey: string; label?: never } | { id: string; label: string; labelKey?: never };

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
  /** Tabs keep their own width and the bar scrolls sideways (a category menu) instead of sharing the width. */
  scrollable?: boolean;
}

/** A tablist of 44 px buttons: the form's method tabs (username / SMS, username / mobile) and tabPanels (email / phone). */
export function Tabs({ tabs, active, onSelect, labelKey, idPrefix, testIdPrefix = 'tab-', scrollable = false }: TabsProps) {
  const { t } = useTranslation();
  return (
    <div className={`tabs${scrollable ? ' tabs-scroll' : ''}`} role="tablist" aria-label={labelKey ? t(labelKey) : undefined}>
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
          {tab.labelKey !== undefined ? t(tab.labelKey) : tab.label}
        </button>
      ))}
    </div>
  );
}
