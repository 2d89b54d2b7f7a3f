import { useMemo } from 'react';
import type { BrandBundle } from '../../../generated/brand-bundle.ts';
import { useStudioActions } from '../../app/context.ts';
import { type PlacedFinding, fieldFinding } from '../../app/findings.ts';
import { type Base, type Draft, resetValue, setValue } from '../../draft/index.ts';
import { TextsTable } from '../texts/index.ts';

interface Props {
  draft: Draft;
  base: Base;
  bundle: BrandBundle;
  placed: readonly PlacedFinding[];
}

type Strings = Record<string, string>;

/** A locale file's texts only (no $schema). */
const stringsOf = (doc: unknown): Strings | undefined => {
  if (!doc || typeof doc !== 'object') return undefined;
  return Object.fromEntries(Object.entries(doc as Record<string, unknown>).filter(([k, v]) => !k.startsWith('$') && typeof v === 'string')) as Strings;
};

/** The brand's texts: one table per supported language, _base's and the brand's own apart. */
export function TextsEditor({ draft, base, bundle, placed }: Props) {
  const actions = useStudioActions();
  const languages = useMemo(() => (bundle.brand.languages?.supported ?? []).map((l) => l.toLowerCase()), [bundle]);
  const baseStrings = useMemo(() => Object.fromEntries(languages.map((l) => [l, stringsOf(base.files[`locales/${l}.json`])])), [languages, base]);
  const brandStrings = useMemo(() => Object.fromEntries(languages.map((l) => [l, stringsOf(draft.files[`locales/${l}.json`])])), [languages, draft]);
  const english = useMemo(() => ({ ...stringsOf(base.files['locales/en.json']), ...stringsOf(draft.files['locales/en.json']) }), [base, draft]);
  const findings = useMemo(
    () =>
      placed
        .map((p) => ({ p, m: /^locales\/([a-z-]+)\.json$/.exec(p.file) }))
        .filter(({ m }) => m !== null)
        .map(({ p, m }) => ({ ...fieldFinding(p), lang: m?.[1] ?? '' })),
    [placed],
  );
  return (
    <div className="studio-texts">
      <h2 className="studio-h2">Texts</h2>
      <TextsTable
        languages={languages}
        baseStrings={baseStrings}
        brandStrings={brandStrings}
        english={english}
        findings={findings}
        onSet={(lang, key, value) => actions.edit((d, b) => setValue(d, b, `locales/${lang}.json`, [key], value), `locales/${lang}/${key}`)}
        onReset={(lang, key) => actions.edit((d, b) => resetValue(d, b, `locales/${lang}.json`, [key]))}
      />
    </div>
  );
}
