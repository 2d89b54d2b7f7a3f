import type { FastifyPluginAsync } from 'fastify';
import bankCardRoutes from './bankCards.ts';
import betOrderRoutes from './betOrders.ts';
import demoGameRoutes from './demoGame.ts';
import depositRoutes from './deposit.ts';
import favouritesRoutes from './favourites.ts';
import gamesRoutes from './games.ts';
import launchRoutes from './launch.ts';
import lotteryRoutes from './lottery.ts';
import mediaRoutes from './media.ts';
import recentRoutes from './recent.ts';
import vipRoutes from './vip.ts';
import walletRoutes from './wallet.ts';
import walletTransferRoutes from './walletTransfer.ts';
import withdrawRoutes from './withdraw.ts';

/** The games part's plugins: catalogue, favourites, recent, launches, the demo game, wallet, bet records, the lottery, VIP and media. */
export const gamesPlugins: FastifyPluginAsync[] = [
  gamesRoutes,
  favouritesRoutes,
  recentRoutes,
  launchRoutes,
  demoGameRoutes,
  walletRoutes,
  walletTransferRoutes,
  depositRoutes,
  bankCardRoutes,
  withdrawRoutes,
  betOrderRoutes,
  lotteryRoutes,
  vipRoutes,
  mediaRoutes,
];
