import { useState } from 'react';
import { evaluateCondition } from '../../core/conditions/evaluate.ts';
import { useConditionContext } from '../../renderer/ConditionScope.tsx';
import type { WidgetProps } from '../../renderer/defineWidget.ts';
import { Tabs } from '../../ui/Tabs.tsx';
import './tabPanels.css';

/**
 * A tab bar over one panel per visible tab (the slot named like the tab). Only the active panel shows; the others
 * stay mounted but hidden, so switching back keeps what was typed. One visible tab: no bar, just its panel.
 */
export function Component({ node, props, renderSlot }: WidgetProps<'tabPanels'>) {
  const context = useConditionContext();
  const tabs = props.tabs.filter((t) => evaluateCondition(t.when, context));
  const [chosen, setChosen] = useState(tabs[0]?.id ?? '');
  const active = tabs.some((t) => t.id === chosen) ? chosen : (tabs[0]?.id ?? '');
  const prefix = node.id.replace(/[^A-Za-z0-9_-]/g, '-');
  const bar = tabs.length > 1;
  return (
    <div className="tab-panels">
      {bar ? <Tabs tabs={tabs} active={active} onSelect={setChosen} labelKey={props.labelKey} idPrefix={prefix} testIdPrefix={`${node.id}.tab-`} /> : null}
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
          {renderSlot(t.id)}
        </div>
      ))}
    </div>
  );
}
