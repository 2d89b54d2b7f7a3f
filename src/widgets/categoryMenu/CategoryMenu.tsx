import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CategoryMenuProps } from '../../generated/widgets/categoryMenu.ts';
import { useConditionContext } from '../../renderer/ConditionScope.tsx';
import type { WidgetProps } from '../../renderer/defineWidget.ts';
import { useRenderer } from '../../renderer/RendererContext.tsx';
import { vendorCategories } from '../shared/home/vendorGroups.ts';
import { afterLoad } from '../../core/afterLoad.ts';
import { loadOnce } from '../../core/loadOnce.ts';
import { useLoaded } from '../../renderer/useLoaded.ts';
import './categoryMenu.css';

// A vendor tab's list is drawn on a tap, never on the home's first screen: its code loads once that screen has
// settled (or at the tap, if sooner).
const vendorPanel = loadOnce(() => import('./VendorPanel.tsx'));
afterLoad(vendorPanel.warm);

type Leading = NonNullable<CategoryMenuProps['leadingTabs']>[number];
const NEEDS_SESSION: readonly string[] = ['FAV', 'RECENT'];

/**
 * The home page's vertical category tabs and their panel. A leading tab shows the document's slot of its name in
 * lower case (HOME `home`, HOT `hot`, FAV `fav`, RECENT `recent`), drawn when the tab opens; favourites and recent
 * games need a session (guests get the 2 s login toast instead). The vendor categories come from the node's data
 * (gameVendors); a category tab lists its vendors.
 */
export function Component({ props, data, renderSlot }: WidgetProps<'categoryMenu'>) {
  const { t } = useTranslation();
  const { env } = useRenderer();
  const context = useConditionContext();
  const categories = vendorCategories(data?.data, props.excludeCategories);
  const tabs: string[] = [...props.leadingTabs, ...categories.map((c) => c.category)];
  const [active, setActive] = useState<string>(tabs[0]);
  const base = useId();
  const buttons = useRef(new Map<string, HTMLButtonElement>());

  const select = (tab: string) => {
    if (NEEDS_SESSION.includes(tab) && !context.session.loggedIn) {
      env.notify({ messageKey: 'in_logged_login', kind: 'info' });
      return;
    }
    setActive(tab);
  };
  // Arrow keys move between tabs (roving focus); Enter/Space select as a click does.
  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>, i: number) => {
    const delta = e.key === 'ArrowDown' ? 1 : e.key === 'ArrowUp' ? -1 : 0;
    if (!delta) return;
    e.preventDefault();
    buttons.current.get(tabs[(i + delta + tabs.length) % tabs.length])?.focus();
  };

  const current = tabs.includes(active) ? active : tabs[0];
  const leading = props.leadingTabs.includes(current as Leading);
  const category = categories.find((c) => c.category === current);
  const panel = useLoaded(vendorPanel, !leading && category !== undefined).value;
  return (
    <div className="category-menu">
      <div className="category-menu-tabs" role="tablist" aria-orientation="vertical" aria-label={t(props.labelKey ?? 'game_categories')}>
        {tabs.map((tab, i) => (
          <button
            key={tab}
            ref={(el) => void (el ? buttons.current.set(tab, el) : buttons.current.delete(tab))}
            type="button"
            role="tab"
            id={`${base}-${tab}`}
            aria-selected={tab === current}
            aria-controls={`${base}-panel`}
            tabIndex={tab === current ? 0 : -1}
            className="category-menu-tab"
            data-tab={tab}
            onClick={() => select(tab)}
            onKeyDown={(e) => onKeyDown(e, i)}
          >
            {t(`game_type_${tab}`, { defaultValue: tab })}
          </button>
        ))}
      </div>
      <div className="category-menu-panel" role="tabpanel" id={`${base}-panel`} aria-labelledby={`${base}-${current}`} data-panel={current}>
        {leading ? (
          renderSlot(current.toLowerCase())
        ) : category ? (
          panel ? (
            <panel.VendorPanel
              env={env}
              context={context}
              routes={props.vendorRoutes ?? {}}
              category={current}
              vendors={category.vendors}
              label={t(`game_type_${current}`, { defaultValue: current })}
            />
          ) : null
        ) : null}
      </div>
    </div>
  );
}
