import { useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { LotteryMenuResponse } from '../../generated/api/lotteryMenu.response.ts';
import type { NumeroListResponse } from '../../generated/api/numeroList.response.ts';
import type { Lottery } from '../../generated/api/shapes/lottery.ts';
import { useConditionContext } from '../../renderer/ConditionScope.tsx';
import type { WidgetProps } from '../../renderer/defineWidget.ts';
import { RetryBox } from '../../renderer/RetryBox.tsx';
import { SavedCopyNote } from '../../renderer/SavedCopyNote.tsx';
import { useCallRead } from '../../renderer/useCallRead.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { Tabs } from '../../ui/Tabs.tsx';
import { moneyIn } from '../shared/agent/rebates.ts';
import { BetSheet } from './BetSheet.tsx';
import { LotteryCard } from './LotteryCard.tsx';
import { LotteryListKeys, useSavedCopy } from './savedLists.ts';
import './lotteryLobby.css';

type Category = 'NUMERO' | 'VIETNAM';

const isList = (v: unknown): v is NumeroListResponse => typeof v === 'object' && v !== null && Array.isArray((v as { list?: unknown }).list);
const isMenu = (v: unknown): v is LotteryMenuResponse => typeof v === 'object' && v !== null && Array.isArray((v as { categories?: unknown }).categories);

/** The lotteries of one category, each with its next draw, countdown and last results. */
function CategoryList({ category, results, onBet }: { category: Category; results: number; onBet(l: Lottery): void }) {
  const { t } = useTranslation();
  const read = useCallRead(category === 'NUMERO' ? 'numeroList' : 'vnLotteryList', { results });
  const saved = useSavedCopy(LotteryListKeys[category], read.data, isList);
  const shown = read.data ?? saved?.value;
  if (!shown) return read.status === 'error' ? <RetryBox onRetry={read.retry} /> : <Skeleton height={320} />;
  if (shown.list.length === 0) return <EmptyState message={t('lottery_none')} testId="lottery-none" />;
  return (
    <>
      {saved && read.status === 'error' ? <SavedCopyNote savedAt={saved.savedAt} onRetry={read.retry} /> : null}
      <ul className="lottery-list" aria-label={t(`lottery_cat_${category}`)}>
        {shown.list.map((l) => (
          // A saved copy's clock is not the server's now: its countdowns run on the device's clock alone.
          <LotteryCard key={l.code} lottery={l} serverNow={read.data ? shown.now : 0} onBet={() => onBet(l)} onDrawDue={read.retry} />
        ))}
      </ul>
    </>
  );
}

/** The lottery menu's categories as tabs over their lists; Bet opens the bet sheet (a guest is sent to sign in). */
export function Component({ props, emit }: WidgetProps<'lotteryLobby'>) {
  const { t } = useTranslation();
  const { session, settings } = useConditionContext();
  const menu = useCallRead('lotteryMenu', {});
  const savedMenu = useSavedCopy(LotteryListKeys.menu, menu.data, isMenu);
  const [chosen, setChosen] = useState<Category | null>(null);
  const [betting, setBetting] = useState<Lottery | null>(null);
  const shownMenu = menu.data ?? savedMenu?.value;
  if (!shownMenu) return menu.status === 'error' ? <RetryBox onRetry={menu.retry} /> : <Skeleton height={360} />;
  const categories = shownMenu.categories;
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
