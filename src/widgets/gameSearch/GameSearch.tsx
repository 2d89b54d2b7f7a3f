import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadOnce } from '../../core/loadOnce.ts';
import type { WidgetProps } from '../../renderer/defineWidget.ts';
import { Icon } from '../../ui/Icon.tsx';
import './gameSearch.css';

// The overlay (its search, paging and results) is code a visitor needs only once they open it: it loads when the
// button is pointed at, focused or tapped, not with the home's first screen.
// Warming it is no error when offline: opening it then says so.
const overlay = loadOnce(() => import('./SearchOverlay.tsx'));
const SearchOverlay = lazy(overlay.load);

/** The search button; the overlay mounts only while open. */
export function Component(widget: WidgetProps<'gameSearch'>) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="game-search-open"
        onPointerEnter={overlay.warm}
        onFocus={overlay.warm}
        onPointerDown={overlay.warm}
        onClick={() => setOpen(true)}
      >
        <Icon name="search" size={20} />
        <span>{t(widget.props.labelKey)}</span>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <SearchOverlay widget={widget} close={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
