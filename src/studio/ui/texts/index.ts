export { type TextFinding, TextsTable, type TextsTableProps } from './TextsTable.tsx';
export { filterRows, type TextFilters, type TextRow, textRows } from './textRows.ts';
