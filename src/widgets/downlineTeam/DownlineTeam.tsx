import { useId, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useBrandClock } from '../../renderer/timeZone.ts';
import type { DownlinesResponse } from '../../generated/api/downlines.response.ts';
import { useConditionContext } from '../../renderer/ConditionScope.tsx';
import type { WidgetProps } from '../../renderer/defineWidget.ts';
import { useRenderer } from '../../renderer/RendererContext.tsx';
import { RetryBox } from '../../renderer/RetryBox.tsx';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { List, Row } from '../../ui/List.tsx';
import { LoadMore } from '../../ui/LoadMore.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { usePagedCall } from '../../renderer/usePagedCall.ts';
import { moneyIn } from '../shared/agent/rebates.ts';
import { DownlineDetail } from './DownlineDetail.tsx';
import { NO_FILTERS, TeamFilters, type TeamQuery } from './TeamFilters.tsx';
import { TransferPanel, type Movable } from './TransferPanel.tsx';
import './downlineTeam.css';

type Downline = DownlinesResponse['content'][number];

/** The platform moves at most this many downlines in one transfer. */
const MAX_SELECTED = 50;

/** The agent's direct downlines: filters, the list (a row opens the detail), select mode to transfer several. */
export function Component({ props, data, emit }: WidgetProps<'downlineTeam'>) {
  const { t } = useTranslation();
  const clock = useBrandClock();
  const { env } = useRenderer();
  const { settings } = useConditionContext();
  const id = useId();
  const money = moneyIn(settings.currencySymbol);
  const allowTransfer = props.allowTransfer;
  const allowRebates = props.allowRebates;
  const pageSize = props.pageSize;
  const [query, setQuery] = useState<TeamQuery>(NO_FILTERS);
  const [openId, setOpenId] = useState<number | null>(null);
  const [selecting, setSelecting] = useState(false);
  const [selected, setSelected] = useState<ReadonlyMap<number, string>>(new Map());
  const [moving, setMoving] = useState(false);
  const list = usePagedCall('downlines', {
    pageSize,
    sort: query.sort,
    ...(query.account ? { account: query.account } : {}),
    ...(query.registerFrom ? { registerFrom: query.registerFrom } : {}),
    ...(query.registerTo ? { registerTo: query.registerTo } : {}),
  });
  const limits = data?.data?.list;
  const total = list.pages[0]?.totalCount;
  const filtered = query.account !== '' || query.registerFrom !== '' || query.registerTo !== '';

  const detailOf = (d: Downline) =>
    [
      t('team_level_value', { level: d.level }),
      t('team_registered_on', { date: clock.day(d.registerTime) }),
      d.lastLoginTime === null ? t('team_never_logged_in') : t('team_last_login_at', { time: clock.dateTime(d.lastLoginTime) }),
    ].join(' · ');
  const toggle = (d: Downline) =>
    setSelected((prev) => {
      const next = new Map(prev);
      if (next.has(d.id)) next.delete(d.id);
      else next.set(d.id, d.account);
      return next;
    });
  const endSelecting = () => {
    setSelecting(false);
    setSelected(new Map());
  };
  const moved = (count: number, toAgent: string) => {
    env.notify({ messageKey: 'team_transfer_done', values: { count, agent: toAgent }, kind: 'success' });
    setOpenId(null);
    setMoving(false);
    endSelecting();
    // The list shows the change: its pages are read again.
    list.retry();
  };
  const members: Movable[] = [...selected].map(([memberId, account]) => ({ id: memberId, account }));

  return (
    <div className="team" data-testid="downline-team">
      <TeamFilters query={query} onChange={setQuery} />
      <div className="team-toolbar">
        <p className="team-total" aria-live="polite">
          {total === undefined ? '' : t('team_total', { count: total })}
        </p>
        {allowTransfer ? (
          <Button
            variant="ghost"
            size="compact"
            label={selecting ? t('team_select_cancel') : t('team_select')}
            onClick={selecting ? endSelecting : () => setSelecting(true)}
          />
        ) : null}
      </div>
      {selecting ? (
        <div className="team-selection" data-testid="team-selection">
          <p className="team-selected" aria-live="polite">
            {t('team_selected', { count: selected.size, max: MAX_SELECTED })}
          </p>
          <Button label={t('team_transfer_selected')} disabled={selected.size === 0} onClick={() => setMoving(true)} />
        </div>
      ) : null}
      {list.status === 'error' ? (
        <RetryBox onRetry={list.retry} />
      ) : list.status === 'loading' ? (
        <Skeleton height={320} />
      ) : list.items.length === 0 ? (
        <EmptyState icon="team" message={t(filtered ? 'team_none_found' : 'team_none')} testId="team-empty" />
      ) : selecting ? (
        <List label={t('team_list')} testId="team-list">
          {list.items.map((d) => {
            const checked = selected.has(d.id);
            return (
              <li key={d.id} className="list-item">
                <label className="row team-pick" data-testid={`downline-${d.account}`}>
                  <input type="checkbox" checked={checked} disabled={!checked && selected.size >= MAX_SELECTED} onChange={() => toggle(d)} />
                  <span className="row-text">
                    <span className="row-label">{d.account}</span>
                    <span className="row-detail">{detailOf(d)}</span>
                  </span>
                  <span className="row-end">{money(d.balance)}</span>
                </label>
              </li>
            );
          })}
        </List>
      ) : (
        <List label={t('team_list')} testId="team-list">
          {list.items.map((d) => (
            <Row key={d.id} label={d.account} detail={detailOf(d)} end={money(d.balance)} onClick={() => setOpenId(d.id)} testId={`downline-${d.account}`} />
          ))}
        </List>
      )}
      <LoadMore auto hasMore={list.hasMore} loading={list.loadingMore} failed={list.moreFailed} onLoad={() => void list.loadMore()} />
      {openId !== null
        ? createPortal(
            <Dialog placement="bottom" onClose={() => setOpenId(null)} labelledBy={`${id}-detail`} closeLabel={t('close')} testId="team-detail-dialog">
              <DownlineDetail
                emit={emit}
                downlineId={openId}
                money={money}
                limits={limits}
                allowRebates={allowRebates}
                allowTransfer={allowTransfer}
                titleId={`${id}-detail`}
                onChanged={list.retry}
                onMoved={(_account, toAgent) => moved(1, toAgent)}
              />
            </Dialog>,
            document.body,
          )
        : null}
      {moving
        ? createPortal(
            <Dialog onClose={() => setMoving(false)} label={t('team_transfer_selected')} closeLabel={t('close')} testId="team-transfer-dialog">
              <TransferPanel emit={emit} members={members} onCancel={() => setMoving(false)} onDone={(toAgent) => moved(members.length, toAgent)} />
            </Dialog>,
            document.body,
          )
        : null}
    </div>
  );
}
