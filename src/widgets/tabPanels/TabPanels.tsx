import { useState } from 'react';
import { evaluateCondition } from '../../core/conditions/evaluate.ts';
import { useConditionContext } from '../../renderer/ConditionScope.tsx';
import type { WidgetProps } from '../../renderer/defineWidget.ts';
import { Tabs } from '../../ui/Tabs.tsx';
import './tabPanels.css';

/**
 * A tab bar over one panel per visible tab (the slot named like the tab). Only the active panel shows. A panel's
 * content is drawn the first time its tab is chosen (a hidden panel's widgets, data and images are not part of
 * the first screen), then stays mounted but hidden, so switching back keeps what was typed. One visible tab: no
 * bar, just its panel.
 */
export function Component({ node, props, renderSlot }: WidgetProps<'tabPanels'>) {
  const context = useConditionContext();
  const tabs = props.tabs.filter((t) => evaluateCondition(t.when, context));
  const [chosen, setChosen] = useState(tabs[0]?.id ?? '');
  const active = tabs.some((t) => t.id === chosen) ? chosen : (tabs[0]?.id ?? '');
  // The tabs whose panels have been drawn and are kept: each one the person has left for another.
  const [opened, setOpened] = useState<ReadonlySet<string>>(() => new Set());
  const choose = (id: string) => {
    setChosen(id);
    setOpened((o) => (o.has(active) ? o : new Set(o).add(active)));
  };
  const prefix = node.id.replace(/[^A-Za-z0-9_-]/g, '-');
  const bar = tabs.length > 1;
  return (
    <div className="tab-panels">
      {bar ? <Tabs tabs={tabs} active={active} onSelect={choose} labelKey={props.labelKey} idPrefix={prefix} testIdPrefix={`${node.id}.tab-`} /> : null}
      {tabs.map((t) => (
        // biome-ignore lint/a11y/useAriaPropsSupportedByRole: aria-labelledby is only set with role tabpanel.
        <div
          key={t.id}
          className="tab-panel"
          id={`${prefix}-panel-${t.id}`}
          role={bar ? 'tabpanel' : undefined}
          aria-labelledby={bar ? `${prefix}-tab-${t.id}` : undefined}
          hidden={t.id !== active}
          data-testid={`${node.id}.panel-${t.id}`}
        >
          {t.id === active || opened.has(t.id) ? renderSlot(t.id) : null}
        </div>
      ))}
    </div>
  );
}
