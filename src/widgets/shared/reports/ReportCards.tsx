import type { ReactNode } from 'react';
import { formatNumber } from '../../../core/formatNumber.ts';
import { Card } from '../../../ui/Card.tsx';
import { Facts } from '../../../ui/Facts.tsx';
import './reports.css';

export interface ReportCard {
  id: number;
  /** The downline's account: the card's heading. */
  title: string;
  facts: { term: string; value: ReactNode }[];
}

/** Money in the brand's currency, 2 decimals: "₱1,234.50", "-₱3.00". */
export function moneyText(symbol: string, value: number): string {
  const text = formatNumber(value, 2);
  return text.startsWith('-') ? `-${symbol}${text.slice(1)}` : `${symbol}${text}`;
}

/** A report's rows, one card per downline: its account as a heading over its figures as a description list. */
export function ReportCards({ label, rows, testId }: { label: string; rows: readonly ReportCard[]; testId?: string }) {
  return (
    <ul className="report-cards" aria-label={label} data-testid={testId}>
      {rows.map((r) => (
        <Card key={r.id} as="li" className="report-card" testId={`report-row-${r.id}`}>
          <h3 className="report-card-title">{r.title}</h3>
          <Facts items={r.facts} />
        </Card>
      ))}
    </ul>
  );
}
