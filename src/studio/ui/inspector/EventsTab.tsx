import { useId, useState } from 'react';
import type { ActionCall } from '../../../generated/action.ts';
import { FieldMeta, FindingList } from './FieldStatus.tsx';
import { ActionEditor } from './ActionEditor.tsx';
import { startsWith } from './keyPath.ts';
import type { NodeTabProps } from './PropsTab.tsx';

/** One list of actions per event the widget emits (x-widget.events); the list is replaced whole in the overlay. */
export function EventsTab({ node, catalog, origin, findings, onSet, onReset, onApply, events }: NodeTabProps & { events: readonly string[] }) {
  if (events.length === 0) return <p>This widget emits no events.</p>;
  return (
    <>
      {events.map((event) => (
        <EventList key={event} event={event} {...{ node, catalog, origin, findings, onSet, onReset, onApply }} />
      ))}
    </>
  );
}

function EventList({ event, node, catalog, origin, findings, onSet, onReset, onApply }: NodeTabProps & { event: string }) {
  const id = useId();
  const at = ['on', event];
  const actions: ActionCall[] = node.on?.[event] ?? [];
  const listOrigin = origin(at);
  const [adding, setAdding] = useState(catalog.actionNames[0]?.name ?? '');
  const write = (next: ActionCall[]) => onSet(at, next);
  const move = (i: number, delta: -1 | 1) => {
    const next = [...actions];
    [next[i], next[i + delta]] = [next[i + delta], next[i]];
    write(next);
  };
  const listFindings = findings.filter((f) => f.keyPath.length === 2 && startsWith(f.keyPath, at));

  return (
    <fieldset className="studio-event">
      <legend>When {event}</legend>
      <FieldMeta origin={listOrigin} label={`${event} actions`} onReset={() => onReset(at)} />
      <FindingList findings={listFindings} onApply={onApply} />
      {actions.length === 0 ? (
        <p>No actions.</p>
      ) : (
        <ol aria-label={`Actions on ${event}`}>
          {actions.map((action, i) => (
            <ActionEditor
              key={i}
              action={action}
              at={[...at, i]}
              position={i + 1}
              count={actions.length}
              catalog={catalog}
              listOrigin={listOrigin}
              findings={findings.filter((f) => startsWith(f.keyPath, [...at, i]))}
              onChange={(next) => write(actions.map((a, j) => (j === i ? next : a)))}
              onMove={(delta) => move(i, delta)}
              onRemove={() => write(actions.filter((_, j) => j !== i))}
              onApply={onApply}
            />
          ))}
        </ol>
      )}
      <div className="studio-actions">
        <label htmlFor={id}>New action for {event}</label>{' '}
        <select id={id} value={adding} onChange={(e) => setAdding(e.target.value)}>
          {catalog.actionNames.map((a) => (
            <option key={a.name} value={a.name}>
              {a.name}
            </option>
          ))}
        </select>{' '}
        <button type="button" disabled={adding === ''} onClick={() => write([...actions, { action: adding }])}>
          Add action to {event}
        </button>
      </div>
    </fieldset>
  );
}
