/** Agent centre: affiliate code check, team KPIs, downlines, contracts. */
import type { PlatformApi } from '../../core/platformApi.ts';
import type { DownlinesRequest } from '../../generated/api/downlines.request.ts';
import type { DownlinesResponse } from '../../generated/api/downlines.response.ts';
import type { PendingContractsResponse } from '../../generated/api/pendingContracts.response.ts';
import type { TeamKpiARequest } from '../../generated/api/teamKpiA.request.ts';
import type { TeamKpiAResponse } from '../../generated/api/teamKpiA.response.ts';
import type { TeamKpiBResponse } from '../../generated/api/teamKpiB.response.ts';
import type { TeamKpiCResponse } from '../../generated/api/teamKpiC.response.ts';

/** Resolves true for a valid code; rejects with ApiError `affiliate.code.invalid` (404) otherwise. */
export const affiliateCheck = (api: PlatformApi, code: string, domain: string): Promise<boolean> =>
  api.request('GET', '/wps/agent/affiliate', { query: { code, domain } });

/** Team members (footer: teamLoginMemberCount, teamBetMemberCount, teamRegisterMemberCount, teamOnlineCount). */
export const teamKpiA = (api: PlatformApi, q: TeamKpiARequest = { size: 0 }): Promise<TeamKpiAResponse> =>
  api.request('GET', '/wps/relay/ODSFE2_teamKpiA', { query: { ...q } });
export const teamKpiB = (api: PlatformApi, q: TeamKpiARequest = { size: 0 }): Promise<TeamKpiBResponse> =>
  api.request('GET', '/wps/relay/ODSFE2_teamKpiB', { query: { ...q } });
export const teamKpiC = (api: PlatformApi, q: TeamKpiARequest = { size: 0 }): Promise<TeamKpiCResponse> =>
  api.request('GET', '/wps/relay/ODSFE2_teamKpiC', { query: { ...q } });

export const downlines = (api: PlatformApi, q: DownlinesRequest = {}): Promise<DownlinesResponse> =>
  api.request('GET', '/wps/agent/downlines', { query: { pageNo: 1, pageSize: 20, ...q } });

export const pendingContracts = (api: PlatformApi): Promise<PendingContractsResponse> => api.request('GET', '/wps/relay/MCS2_getPendingContracts');

export const respondContract = (api: PlatformApi, id: number, accept: boolean): Promise<boolean> =>
  api.request('POST', '/wps/relay/MCS2_respondContract', { body: { id, accept } });
