import { TableHead } from '../layout/TableHead.tsx';
import { type ContrastRow, showRatio, verdictText } from './contrastRows.ts';

/** The contrast pairs the lint checks, measured live on the editor's values. */
export function ContrastTable({ rows }: { rows: readonly ContrastRow[] }) {
  return (
    <table className="studio-contrast">
      <caption>Contrast pairs (WCAG 2.2 AA)</caption>
      <TableHead columns={['Text', 'Background', 'Use', 'Ratio', 'Verdict']} />
      <tbody>
        {rows.map((r) => (
          <tr key={`${r.fg}|${r.bg}`} className={r.passes ? undefined : 'studio-contrast--fails'}>
            <th scope="row">{r.fg}</th>
            <td>{r.bg}</td>
            <td>{r.use}</td>
            <td>{r.ratio === null ? 'not a colour' : showRatio(r.ratio)}</td>
            <td>{r.ratio === null ? 'Not measured' : verdictText(r)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
