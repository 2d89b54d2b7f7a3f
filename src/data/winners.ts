import { defineDataSource } from '../core/data/types.ts';
import type { RankListResponse } from '../generated/api/rankList.response.ts';
import type { WinnersParams } from '../generated/data/winners.ts';

/** One winners-board entry (the answer's `vo`). */
export type Winner = RankListResponse['list'][number]['vo'];

/** GCSGAME_getRankList; the board shows the biggest wins first whatever order the platform answers in. */
export const winners = defineDataSource<WinnersParams, Winner[]>({
  name: 'winners',
  async fetch(p, env, context) {
    const value = await env.api.request<RankListResponse>('GET', '/wps/relay/GCSGAME_getRankList', {
      query: { gameCategory: p.gameCategory ?? 'ALL', limitNum: p.limitNum ?? 20, language: context.language },
    });
    return sortWinners((value.list ?? []).map((e) => e.vo));
  },
});

/** Highest win first (numbers may come as strings from some platforms). */
export function sortWinners(list: readonly Winner[]): Winner[] {
  return [...list].sort((a, b) => Number(b.winAmount) - Number(a.winAmount));
}
