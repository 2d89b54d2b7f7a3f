import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button.tsx';
import { SelectField, TextField } from '../../ui/TextField.tsx';
import { ZoneNote } from '../shared/zone/ZoneNote.tsx';

type TeamSort = 'registerTime' | 'lastLoginTime' | 'balance';
export interface TeamQuery {
  account: string;
  registerFrom: string;
  registerTo: string;
  sort: TeamSort;
}
export const NO_FILTERS: TeamQuery = { account: '', registerFrom: '', registerTo: '', sort: 'registerTime' };
const SORTS: readonly TeamSort[] = ['registerTime', 'lastLoginTime', 'balance'];

/**
 * The team list's filters: an account search (applied on submit), a registration date range and the sort (applied
 * as they change; a range that ends before it starts is refused on its field and not applied).
 */
export function TeamFilters({ query, onChange }: { query: TeamQuery; onChange(q: TeamQuery): void }) {
  const { t } = useTranslation();
  const id = useId();
  const [account, setAccount] = useState(query.account);
  const [from, setFrom] = useState(query.registerFrom);
  const [to, setTo] = useState(query.registerTo);
  const rangeError = from && to && to < from ? t('team_range_invalid') : undefined;

  const search = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    onChange({ ...query, account: account.trim() });
  };
  const setRange = (nextFrom: string, nextTo: string) => {
    setFrom(nextFrom);
    setTo(nextTo);
    if (!(nextFrom && nextTo && nextTo < nextFrom)) onChange({ ...query, registerFrom: nextFrom, registerTo: nextTo });
  };

  return (
    <div className="team-filters">
      <form role="search" aria-label={t('team_search')} onSubmit={search} className="team-search">
        <TextField
          id={`${id}-account`}
          type="search"
          label={t('team_account')}
          value={account}
          onValue={setAccount}
          maxLength={64}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          enterKeyHint="search"
          end={<Button type="submit" variant="ghost" size="compact" icon="search" iconOnly label={t('search')} />}
        />
      </form>
      <div className="team-range">
        <TextField id={`${id}-from`} type="date" label={t('team_registered_from')} value={from} max={to || undefined} onValue={(v) => setRange(v, to)} />
        <TextField
          id={`${id}-to`}
          type="date"
          label={t('team_registered_to')}
          value={to}
          min={from || undefined}
          onValue={(v) => setRange(from, v)}
          error={rangeError}
        />
      </div>
      <ZoneNote />
      <SelectField id={`${id}-sort`} label={t('team_sort')} value={query.sort} onValue={(sort) => onChange({ ...query, sort: sort as TeamSort })}>
        {SORTS.map((s) => (
          <option key={s} value={s}>
            {t(`team_sort_${s}`)}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
