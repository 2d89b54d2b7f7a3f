import { useId, useMemo, useState } from 'react';
import { Modal } from '../layout/Modal.tsx';
import { plural } from '../../plural.ts';

export interface PaletteEntry {
  type: string;
  title?: string;
  description?: string;
}

interface Props {
  title: string;
  types: readonly PaletteEntry[];
  onChoose(type: string): void;
  onClose(): void;
}

/** The widget types to add, each with its schema's description, filtered by a search over type, title and text. */
export function PaletteDialog({ title, types, onChoose, onClose }: Props) {
  const [query, setQuery] = useState('');
  const searchId = useId();
  const shown = useMemo(() => {
    const q = query.trim().toLowerCase();
    const sorted = [...types].sort((a, b) => a.type.localeCompare(b.type));
    if (!q) return sorted;
    return sorted.filter((t) => `${t.type} ${t.title ?? ''} ${t.description ?? ''}`.toLowerCase().includes(q));
  }, [types, query]);
  return (
    <Modal title={title} onClose={onClose}>
      <label htmlFor={searchId}>Search widget types</label>
      <input id={searchId} type="search" className="studio-input" value={query} onChange={(e) => setQuery(e.target.value)} />
      <p className="studio-muted" role="status">
        {plural(shown.length, 'widget type')}
      </p>
      <ul className="studio-palette" aria-label="Widget types">
        {shown.map((t) => (
          <li key={t.type}>
            <button type="button" className="studio-palette__item" onClick={() => onChoose(t.type)} aria-describedby={`palette-${t.type}`}>
              <span className="studio-palette__type">{t.type}</span>
            </button>
            <p id={`palette-${t.type}`} className="studio-palette__desc">
              {t.description ?? 'No description.'}
            </p>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
