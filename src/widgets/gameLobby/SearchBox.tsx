import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui/Icon.tsx';

/** Spec: the search box is debounced 600 ms; Enter searches at once. */
const SEARCH_DEBOUNCE_MS = 600;

/** The name search: reports the trimmed text once typing pauses (or on Enter), never the same text twice. */
export function SearchBox({ id, value, onSearch }: { id: string; value: string; onSearch(name: string): void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const last = useRef(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    // A tab change clears the name filter: the box follows.
    setText(value);
    last.current = value;
  }, [value]);
  useEffect(() => () => clearTimeout(timer.current), []);
  const submit = (raw: string) => {
    clearTimeout(timer.current);
    const name = raw.trim();
    if (name === last.current) return;
    last.current = name;
    onSearch(name);
  };
  return (
    <form
      className="lobby-search"
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        submit(text);
      }}
    >
      <label htmlFor={id} className="visually-hidden">
        {t('search_games')}
      </label>
      <Icon name="search" size={18} />
      <input
        id={id}
        type="search"
        enterKeyHint="search"
        autoComplete="off"
        placeholder={t('search_games')}
        value={text}
        onChange={(e) => {
          const v = e.target.value;
          setText(v);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => submit(v), SEARCH_DEBOUNCE_MS);
        }}
      />
    </form>
  );
}
