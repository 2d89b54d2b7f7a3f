import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { WageringRequirement } from '../../generated/api/shapes/wageringRequirement.ts';
import { useBrandClock } from '../../renderer/timeZone.ts';
import { formatNumber } from '../../core/formatNumber.ts';
import { Button } from '../../ui/Button.tsx';
import { Facts } from '../../ui/Facts.tsx';
import { kindText, money, requirementName } from './wageringText.ts';

interface Props {
  requirement: WageringRequirement;
  symbol: string;
  busy: boolean;
  onForfeit(): void;
}

/** One open requirement: its kind and title, valid bets wagered / required as a bar, what it holds, its expiry, Give up. */
export function RequirementItem({ requirement: r, symbol, busy, onForfeit }: Props) {
  const { t } = useTranslation();
  const clock = useBrandClock();
  const id = useId();
  const kind = kindText(r, t);
  const numbersId = `${id}-numbers`;
  return (
    <li className="wagering-item" data-testid={`wagering-${r.requirementId}`}>
      <div className="wagering-head">
        <h3 className="wagering-name">
          <span className="wagering-kind">{kind}</span>
          {r.title && r.title !== kind ? <span className="wagering-title">{r.title}</span> : null}
        </h3>
        <span className="wagering-bonus">
          {t('wagering_bonus', { amount: money(r.bonus, symbol), multiplier: formatNumber(r.multiplier, r.multiplier % 1 ? 2 : 0) })}
        </span>
      </div>
      <div className="wagering-progress">
        <span className="wagering-label">{t('wagering_bets_label')}</span>
        <progress
          max={r.required}
          value={Math.min(r.wagered, r.required)}
          aria-label={t('wagering_progress_of', { name: requirementName(r, t) })}
          aria-describedby={numbersId}
        />
        <span id={numbersId} className="wagering-numbers">{`${money(r.wagered, symbol)} / ${money(r.required, symbol)}`}</span>
      </div>
      <Facts
        items={[
          { term: t('wagering_left'), value: money(r.remaining, symbol) },
          { term: t('wagering_holds'), value: money(r.held, symbol) },
          { term: t('wagering_expires'), value: r.expiresAt === null ? t('wagering_no_expiry') : clock.dateTime(r.expiresAt) },
        ]}
      />
      <Button
        variant="secondary"
        size="compact"
        className="wagering-forfeit"
        disabled={busy}
        label={t('wagering_forfeit')}
        aria-label={t('wagering_forfeit_for', { name: requirementName(r, t) })}
        onClick={onForfeit}
      />
    </li>
  );
}
