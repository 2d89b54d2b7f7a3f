import { useCallback } from 'react';
import { getAt } from '../../draft/json.ts';
import { plural } from '../../plural.ts';
import { DataTab } from './DataTab.tsx';
import { EventsTab } from './EventsTab.tsx';
import { FindingList } from './FieldStatus.tsx';
import type { InspectorProps } from './Inspector.tsx';
import { PropsTab } from './PropsTab.tsx';
import { applySuggestion } from './suggestion.ts';
import { Tabs } from './Tabs.tsx';
import type { FieldFinding, StudioCatalog } from './types.ts';
import { VisibilityTab } from './VisibilityTab.tsx';
import * as generatedCatalog from '../../../generated/studio/catalog.ts';

const defaultCatalog: StudioCatalog = generatedCatalog;

const count = (label: string, n: number): string => (n === 0 ? label : `${label} (${plural(n, 'problem')})`);

/** The inspector proper (loaded lazily with rjsf): the node's Props, Data, Events and Visibility. */
export default function InspectorPanel({ node, origin, findings, onSet, onReset, unknownType, part, catalog = defaultCatalog }: InspectorProps) {
  const widget = catalog.widgetTypes.find((w) => w.type === node.type);
  const onApply = useCallback((f: FieldFinding) => applySuggestion(f, (p) => getAt(node, p), origin, onSet, onReset), [node, origin, onSet, onReset]);
  const heading = `${node.type} “${node.id}”`;

  if (unknownType || !widget) {
    return (
      <section className="studio-inspector" aria-label="Inspector">
        <h2>{heading}</h2>
        <p role="note">The deployed app has no widget "{node.type}"; this node is kept as it is.</p>
        <FindingList findings={findings} onApply={onApply} />
        <h3>Its settings (read-only)</h3>
        <pre className="studio-readonly-json">{JSON.stringify(node, null, 2)}</pre>
      </section>
    );
  }

  // Each tab shows the findings under its keys; the rest (the node's type, an event it does not emit) go on top.
  const under = (key: string) => findings.filter((f) => f.keyPath[0] === key);
  const props = under('props');
  const data = under('data');
  const events = findings.filter((f) => f.keyPath[0] === 'on' && widget.events.includes(String(f.keyPath[1])));
  const when = under('when');
  const rest = findings.filter((f) => !props.includes(f) && !data.includes(f) && !events.includes(f) && !when.includes(f));
  const shared = { node, catalog, origin, onSet, onReset, onApply };

  return (
    <section className="studio-inspector" aria-label="Inspector">
      <h2>{heading}</h2>
      {widget.description && <p className="studio-hint">{widget.description}</p>}
      <FindingList findings={rest} onApply={onApply} />
      <Tabs
        key={node.id}
        label={`Settings of ${node.id}`}
        initial={part}
        tabs={[
          { key: 'props', label: count('Props', props.length), render: () => <PropsTab {...shared} findings={props} /> },
          { key: 'data', label: count('Data', data.length), render: () => <DataTab {...shared} findings={data} accepted={widget.data} /> },
          { key: 'events', label: count('Events', events.length), render: () => <EventsTab {...shared} findings={events} events={widget.events} /> },
          { key: 'visibility', label: count('Visibility', when.length), render: () => <VisibilityTab {...shared} findings={when} /> },
        ]}
      />
    </section>
  );
}
