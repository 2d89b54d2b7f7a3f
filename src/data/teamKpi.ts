import { presetRange } from '../core/formatDate.ts';
import type { TeamKpiData } from '../generated/data/teamKpi.ts';
import { timeZoneOf } from '../renderer/timeZone.ts';
import { defineDataSource } from '../renderer/dataSource.ts';

/**
 * A team KPI report (A members, B betting, C funds) over days of the brand's time zone, today by the env clock
 * unless the params name a range, so the screen matrix and tests see a fixed day. The data carries its KPI so a widget can narrow it.
 */
export const teamKpi = defineDataSource<'teamKpi'>({
  needsSession: true,
  async fetch(p, env): Promise<TeamKpiData> {
    const today = presetRange('today', env.clock.now(), timeZoneOf(env.store.getState())).startDate;
    const startDate = p.startDate ?? today;
    const endDate = p.endDate ?? (p.startDate ? startDate : today);
    const input = { startDate, endDate, size: p.size, ...(p.page ? { page: p.page } : {}) };
    if (p.kpi === 'A') return { kpi: 'A', startDate, endDate, report: await env.api.call('teamKpiA', input) };
    if (p.kpi === 'B') return { kpi: 'B', startDate, endDate, report: await env.api.call('teamKpiB', input) };
    return { kpi: 'C', startDate, endDate, report: await env.api.call('teamKpiC', input) };
  },
});
