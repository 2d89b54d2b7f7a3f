import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import './fields.css';

export interface TabSpec {
  key: string;
  label: string;
  /** Drawn only while the tab is selected (a hidden tab loads no form). */
  render: () => ReactNode;
}

/** WAI-ARIA tabs (automatic activation): arrows, Home and End move between tabs. */
export function Tabs({ label, tabs, initial }: { label: string; tabs: readonly TabSpec[]; initial?: string }) {
  const base = useId();
  const [chosen, setChosen] = useState(initial ?? tabs[0]?.key);
  const refs = useRef(new Map<string, HTMLButtonElement>());
  const index = Math.max(
    0,
    tabs.findIndex((t) => t.key === chosen),
  );
  const current = tabs[index];

  const onKeyDown = (e: KeyboardEvent) => {
    const to = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }[e.key];
    if (to === undefined) return;
    e.preventDefault();
    const next = tabs[(to + tabs.length) % tabs.length];
    setChosen(next.key);
    refs.current.get(next.key)?.focus();
  };

  if (!current) return null;
  return (
    <div className="studio-tabs">
      <div role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {tabs.map((t) => (
          <button
            key={t.key}
            ref={(el) => {
              if (el) refs.current.set(t.key, el);
              else refs.current.delete(t.key);
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${t.key}`}
            aria-selected={t.key === current.key}
            // Only the shown panel exists: the others are drawn when chosen.
            aria-controls={t.key === current.key ? `${base}-panel-${t.key}` : undefined}
            tabIndex={t.key === current.key ? 0 : -1}
            onClick={() => setChosen(t.key)}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${base}-panel-${current.key}`} aria-labelledby={`${base}-tab-${current.key}`}>
        {current.render()}
      </div>
    </div>
  );
}
