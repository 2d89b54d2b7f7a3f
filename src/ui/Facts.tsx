import type { ReactNode } from 'react';
import './facts.css';

/** Labelled values of one thing (an order, a card, a limit): a description list, terms muted beside their values. */
export function Facts({ items, testId }: { items: readonly { term: string; value: ReactNode }[]; testId?: string }) {
  return (
    <dl className="facts" data-testid={testId}>
      {items.map((f) => (
        <div key={f.term} className="facts-item">
          <dt>{f.term}</dt>
          <dd>{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}
