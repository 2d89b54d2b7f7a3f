import { useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { Lottery } from '../../generated/api/shapes/lottery.ts';
import { useConditionContext } from '../../renderer/ConditionScope.tsx';
import type { WidgetProps } from '../../renderer/defineWidget.ts';
import { RetryBox } from '../../renderer/RetryBox.tsx';
import { useCallRead } from '../../renderer/useCallRead.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { Tabs } from '../../ui/Tabs.tsx';
import { moneyIn } from '../shared/agent/rebates.ts';
import { BetSheet } from './BetSheet.tsx';
import { LotteryCard } from './LotteryCard.tsx';
import './lotteryLobby.css';

type Category = 'NUMERO' | 'VIETNAM';

/** The lotteries of one category, each with its next draw, countdown and last results. */
function CategoryList({ category, results, onBet }: { category: Category; results: number; onBet(l: Lottery): void }) {
  const { t } = useTranslation();
  const read = useCallRead(category === 'NUMERO' ? 'numeroList' : 'vnLotteryList', { results });
  if (read.status === 'error' && !read.data) return <RetryBox onRetry={read.retry} />;
  if (!read.data) return <Skeleton height={320} />;
  if (read.data.list.length === 0) return <EmptyState message={t('lottery_none')} testId="lottery-none" />;
  const { now, list } = read.data;
  return (
    <ul className="lottery-list" aria-label={t(`lottery_cat_${category}`)}>
      {list.map((l) => (
        <LotteryCard key={l.code} lottery={l} serverNow={now} onBet={() => onBet(l)} onDrawDue={read.retry} />
      ))}
    </ul>
  );
}

/** The lottery menu's categories as tabs over their lists; Bet opens the bet sheet (a guest is sent to sign in). */
export function Component({ props, emit }: WidgetProps<'lotteryLobby'>) {
  const { t } = useTranslation();
  const { session, settings } = useConditionContext();
  const menu = useCallRead('lotteryMenu', {});
  const [chosen, setChosen] = useState<Category | null>(null);
  const [betting, setBetting] = useState<Lottery | null>(null);
  if (menu.status === 'error' && !menu.data) return <RetryBox onRetry={menu.retry} />;
  if (!menu.data) return <Skeleton height={360} />;
  const categories = menu.data.categories;
  if (categories.length === 0) return <EmptyState message={t('lottery_none')} testId="lottery-none" />;
  const active = chosen ?? categories[0].code;
  const bet = (l: Lottery) => {
    if (!session.loggedIn) emit('signIn', { lotteryCode: l.code });
    else setBetting(l);
  };
  return (
    <div className="lottery-lobby" data-testid="lottery-lobby">
      <Tabs
        tabs={categories.map((c) => ({ id: c.code, labelKey: `lottery_cat_${c.code}` }))}
        active={active}
        onSelect={(id) => setChosen(id as Category)}
        labelKey="lottery_tabs"
        idPrefix="lottery"
        testIdPrefix="lottery-tab-"
      />
      <div role="tabpanel" id={`lottery-panel-${active}`} aria-labelledby={`lottery-tab-${active}`}>
        <CategoryList category={active} results={props.results} onBet={bet} />
      </div>
      {betting
        ? createPortal(<BetSheet lottery={betting} money={moneyIn(settings.currencySymbol)} emit={emit} onClose={() => setBetting(null)} />, document.body)
        : null}
    </div>
  );
}
