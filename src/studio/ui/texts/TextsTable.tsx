import { useId, useState } from 'react';
import { FindingList, ResetButton } from '../inspector/FieldStatus.tsx';
import { namesKey } from '../inspector/suggestion.ts';
import { Tabs } from '../inspector/Tabs.tsx';
import type { FieldFinding } from '../inspector/types.ts';
import { TableHead } from '../layout/TableHead.tsx';
import { filterRows, type TextFilters, type TextRow, textRows } from './textRows.ts';
import '../inspector/fields.css';

/** A finding in locales/<lang>.json: keyPath is [key]. */
export type TextFinding = FieldFinding & { lang: string };

type Strings = Readonly<Record<string, string>>;

export interface TextsTableProps {
  /** The languages' locale file names: 'en', 'cn', 'ty' (locales/<lang>.json). */
  languages: readonly string[];
  /** _base's texts by language. */
  baseStrings: Readonly<Record<string, Strings | undefined>>;
  /** This brand's overrides by language (its locales/<lang>.json overlay). */
  brandStrings: Readonly<Record<string, Strings | undefined>>;
  /** The composed English texts (what "same as English" compares with). */
  english: Strings;
  findings: readonly TextFinding[];
  /** setValue(draft, base, `locales/${lang}.json`, [key], value). */
  onSet: (lang: string, key: string, value: string) => void;
  /** resetValue(draft, base, `locales/${lang}.json`, [key]). */
  onReset: (lang: string, key: string) => void;
}

const PAGE = 100;

/** A did-you-mean on a text: a misspelt key moves the brand's text to the suggested key, else the text is replaced. */
function applyText(f: FieldFinding, r: TextRow, lang: string, onSet: TextsTableProps['onSet'], onReset: TextsTableProps['onReset']) {
  if (f.suggestion === undefined) return;
  if (!namesKey(f)) return onSet(lang, r.key, f.suggestion);
  onSet(lang, f.suggestion, r.brand ?? r.base ?? '');
  if (r.changed) onReset(lang, r.key);
}

/** One table per language with a search and filters; the brand's own texts in their own column, apart from _base's. */
export function TextsTable({ languages, baseStrings, brandStrings, english, findings, onSet, onReset }: TextsTableProps) {
  const id = useId();
  const [filters, setFilters] = useState<TextFilters>({ query: '', missing: false, sameAsEnglish: false, changed: false });
  const mark = (name: 'missing' | 'sameAsEnglish' | 'changed', label: string) => (
    <label className="studio-filter">
      <input type="checkbox" checked={filters[name]} onChange={(e) => setFilters({ ...filters, [name]: e.target.checked })} /> {label}
    </label>
  );
  return (
    <section className="studio-texts" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Texts</h2>
      <div role="search" className="studio-texts-search">
        <label htmlFor={`${id}-q`}>Search texts</label>{' '}
        <input id={`${id}-q`} type="search" value={filters.query} onChange={(e) => setFilters({ ...filters, query: e.target.value })} />
      </div>
      <fieldset>
        <legend>Show only</legend>
        {mark('missing', 'Missing')}
        {mark('sameAsEnglish', 'Same as English')}
        {mark('changed', 'Changed by this brand')}
      </fieldset>
      <Tabs
        label="Languages"
        tabs={languages.map((lang) => {
          const rows = textRows(lang, baseStrings[lang], brandStrings[lang], english);
          const missing = rows.filter((r) => r.missing).length;
          return {
            key: lang,
            label: missing > 0 ? `${lang.toUpperCase()} (${missing} missing)` : lang.toUpperCase(),
            render: () => (
              <LanguageTable
                key={`${lang}|${JSON.stringify(filters)}`}
                lang={lang}
                rows={filterRows(rows, filters)}
                total={rows.length}
                findings={findings.filter((f) => f.lang === lang)}
                onSet={onSet}
                onReset={onReset}
              />
            ),
          };
        })}
      />
    </section>
  );
}

interface LanguageTableProps {
  lang: string;
  rows: readonly TextRow[];
  total: number;
  findings: readonly TextFinding[];
  onSet: TextsTableProps['onSet'];
  onReset: TextsTableProps['onReset'];
}

function LanguageTable({ lang, rows, total, findings, onSet, onReset }: LanguageTableProps) {
  const [shown, setShown] = useState(PAGE);
  const english = lang.toLowerCase() === 'en';
  const name = lang.toUpperCase();
  return (
    <>
      <p role="status">
        {rows.length === total ? `${total} keys` : `${rows.length} of ${total} keys match`}
        {rows.length > shown ? ` (showing the first ${shown})` : ''}
      </p>
      <table className="studio-texts-table">
        <caption>{name} texts</caption>
        <TableHead columns={['Key', ...(english ? [] : ['English']), 'Base text', "This brand's text", 'Marks']} />
        <tbody>
          {rows.slice(0, shown).map((r) => {
            const problems = findings.filter((f) => String(f.keyPath[0]) === r.key);
            const problemsId = `texts-${lang}-${r.key}-problems`;
            return (
              <tr key={r.key}>
                <th scope="row">{r.key}</th>
                {!english && <td>{r.english}</td>}
                <td>{r.base ?? <em>none</em>}</td>
                <td>
                  <input
                    type="text"
                    aria-label={`This brand's ${name} text for ${r.key}`}
                    value={r.brand ?? ''}
                    placeholder={r.base}
                    onChange={(e) => (e.target.value === '' ? onReset(lang, r.key) : onSet(lang, r.key, e.target.value))}
                    aria-invalid={problems.some((f) => f.severity === 'error') || undefined}
                    aria-describedby={problems.length > 0 ? problemsId : undefined}
                  />
                </td>
                <td>
                  {r.missing && <span className="studio-mark studio-mark--missing">Missing</span>}
                  {r.sameAsEnglish && <span className="studio-mark">Same as English</span>}
                  {r.changed && <ResetButton label={r.key} onReset={() => onReset(lang, r.key)} />}
                  <FindingList id={problemsId} findings={problems} onApply={(f) => applyText(f, r, lang, onSet, onReset)} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {rows.length > shown && (
        <button type="button" onClick={() => setShown(shown + PAGE)}>
          Show {Math.min(PAGE, rows.length - shown)} more {name} keys
        </button>
      )}
    </>
  );
}
