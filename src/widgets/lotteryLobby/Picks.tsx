import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button.tsx';
import { TextField } from '../../ui/TextField.tsx';

/** Entertainment's sides of the draw's digit sum. */
const SIDES = ['BIG', 'SMALL', 'ODD', 'EVEN'] as const;
/** Most picks one bet may carry (the platform refuses more). */
const MAX_PICKS = 20;

/** Tradition: type a 2 or 3 digit number and add it; each pick shows with a button that removes it. */
export function NumberPicks({ picks, onChange }: { picks: string[]; onChange(picks: string[]): void }) {
  const { t } = useTranslation();
  const id = useId();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = () => {
    const n = typed.trim();
    if (!/^\d{2,3}$/.test(n)) return setError(t('lottery_pick_invalid'));
    if (picks.includes(n)) return setError(t('lottery_pick_repeated', { pick: n }));
    if (picks.length >= MAX_PICKS) return setError(t('lottery_err_count'));
    setError(null);
    setTyped('');
    onChange([...picks, n]);
  };
  return (
    <div className="lottery-picks">
      <TextField
        id={`${id}-number`}
        label={t('lottery_number')}
        value={typed}
        onValue={(v) => setTyped(v.replace(/\D/g, '').slice(0, 3))}
        inputMode="numeric"
        autoComplete="off"
        maxLength={3}
        error={error}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            add();
          }
        }}
        end={
          <Button size="compact" variant="secondary" onClick={add} data-testid="lottery-add-pick">
            {t('lottery_add_pick')}
          </Button>
        }
      />
      <p className="field-label" id={`${id}-chosen`}>
        {t('lottery_picks')}
      </p>
      {picks.length === 0 ? (
        <p className="lottery-none">{t('lottery_picks_none')}</p>
      ) : (
        <ul className="lottery-chips" aria-labelledby={`${id}-chosen`}>
          {picks.map((p) => (
            <li key={p}>
              <Button
                size="compact"
                variant="secondary"
                icon="close"
                label={p}
                aria-label={t('lottery_remove_pick', { pick: p })}
                onClick={() => onChange(picks.filter((x) => x !== p))}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Entertainment: big, small, odd and even as chips to tick. */
export function SidePicks({ picks, onChange }: { picks: string[]; onChange(picks: string[]): void }) {
  const { t } = useTranslation();
  return (
    <fieldset className="segmented">
      <legend className="field-label">{t('lottery_sides')}</legend>
      <div className="segmented-chips">
        {SIDES.map((s) => {
          const on = picks.includes(s);
          return (
            <label key={s} className={`segment${on ? ' is-chosen' : ''}`}>
              <input type="checkbox" checked={on} onChange={() => onChange(on ? picks.filter((p) => p !== s) : [...picks, s])} />
              {t(`lottery_side_${s}`)}
            </label>
          );
        })}
      </div>
      <p className="field-hint">{t('lottery_sides_rule')}</p>
    </fieldset>
  );
}
