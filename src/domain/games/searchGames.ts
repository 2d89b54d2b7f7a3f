import type { AppEnv } from '../../renderer/env.ts';
import type { ListPage } from '../../renderer/usePagedSource.ts';
import type { Game } from './gameRef.ts';

/** A page of found games with the count of them all (the count the search says above the list). */
export interface FoundPage extends ListPage<Game> {
  totalCount: number;
}

/**
 * One page of the games whose name holds `gameName` (case-insensitive), every type and vendor: the gateway's list
 * for mobile clients (mobileGames), in the current language, as the paged list's page.
 */
export async function searchGamesPage(env: Pick<AppEnv, 'api'>, gameName: string, pageNo: number, pageSize: number): Promise<FoundPage> {
  const page = await env.api.call('mobileGames', { gameName, pageNo, pageSize });
  return { content: page.games, pageNum: page.pageNum, totalPages: page.totalPages, totalCount: page.totalCount };
}
