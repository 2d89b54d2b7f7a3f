import { defineDataSource } from '../core/data/types.ts';
import type { MemberInfoParams } from '../generated/data/memberInfo.ts';
import type { MemberInfoResponse } from '../generated/api/memberInfo.response.ts';

/** GET /wps/member/info: who is signed in (nickname, type, club label, affiliate code). */
export const memberInfo = defineDataSource<MemberInfoParams, MemberInfoResponse>({
  name: 'memberInfo',
  needsSession: true,
  fetch: (_p, env) => env.api.request<MemberInfoResponse>('GET', '/wps/member/info'),
});
