import { useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { DepositLimit, ResponsibleGaming } from '../../generated/api/shapes/responsibleGaming.ts';
import { useBrandClock } from '../../renderer/timeZone.ts';
import { formatNumber } from '../../core/formatNumber.ts';
import type { WidgetProps } from '../../renderer/defineWidget.ts';
import { Button } from '../../ui/Button.tsx';
import { List, Row } from '../../ui/List.tsx';
import { LimitDialog } from './LimitDialog.tsx';

export type Period = 'day' | 'week' | 'month';

/** What a limit's row says under its name: used of the limit, and a raise or removal waiting for its 24 hours. */
function detailOf(l: DepositLimit, t: (key: string, values?: Record<string, string>) => string, dateTime: (ms: number) => string): string {
  const now = l.amount === null ? t('rg_no_limit') : t('rg_used_of', { used: formatNumber(l.used, 2), limit: formatNumber(l.amount, 2) });
  if (!l.pending) return now;
  const at = dateTime(l.pending.effectiveAt);
  return `${now} · ${l.pending.amount === null ? t('rg_pending_removal', { at }) : t('rg_pending_raise', { amount: formatNumber(l.pending.amount, 2), at })}`;
}

interface Props {
  /** The widget's, for the dialog's `done` and `failed`. */
  emit: WidgetProps<'playLimits'>['emit'];
  /** A limit was saved: the limits are read again. */
  onSaved(): void;
  limits: ResponsibleGaming['depositLimits'];
  periods: readonly Period[];
}

/** One row per period with its limit and what the period used; Set or Change opens the limit's dialog. */
export function DepositLimits({ emit, onSaved, limits, periods }: Props) {
  const { t } = useTranslation();
  const clock = useBrandClock();
  const [editing, setEditing] = useState<Period | null>(null);
  return (
    <>
      <List label={t('rg_deposit_limits')} testId="deposit-limits">
        {periods.map((p) => {
          const l = limits[p];
          const name = t(`rg_limit_${p}`);
          const verb = t(l.amount === null ? 'rg_set' : 'rg_change');
          return (
            <Row
              key={p}
              label={name}
              detail={detailOf(l, t, clock.dateTime)}
              testId={`deposit-limit-${p}`}
              end={<Button variant="secondary" size="compact" label={verb} aria-label={`${verb} ${name}`} onClick={() => setEditing(p)} />}
            />
          );
        })}
      </List>
      {editing
        ? createPortal(<LimitDialog emit={emit} onSaved={onSaved} period={editing} current={limits[editing]} onClose={() => setEditing(null)} />, document.body)
        : null}
    </>
  );
}
