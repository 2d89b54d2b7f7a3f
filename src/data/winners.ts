import type { Winner } from '../generated/api/shapes/winner.ts';
import { defineDataSource } from '../renderer/dataSource.ts';

/** GCSGAME_getRankList; the board shows the biggest wins first whatever order the platform answers in. */
export const winners = defineDataSource<'winners'>({
  async fetch(p, env) {
    const value = await env.api.call('rankList', { gameCategory: p.gameCategory, limitNum: p.limitNum });
    return sortWinners((value.list ?? []).map((e) => e.vo));
  },
});

/** Highest win first (numbers may come as strings from some platforms). */
export function sortWinners(list: readonly Winner[]): Winner[] {
  return [...list].sort((a, b) => Number(b.winAmount) - Number(a.winAmount));
}
