export { type TextFinding, TextsTable } from './TextsTable.tsx';
