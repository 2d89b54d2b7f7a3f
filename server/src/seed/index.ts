import { seedBrandsFromFiles } from '../brands/seedFromFiles.ts';
import { readDeployedBase, SCREENS_DIR } from '../brands/servedBrand.ts';
import type { Db } from '../db/index.ts';
import { agentTeamStep } from './agentTeam.ts';
import { contentStep } from './content.ts';
import { demoOperatorStep } from './demoOperator.ts';
import { depositPromotionsStep } from './depositPromotions.ts';
import { gamesCatalogueStep, gamesWalletsStep } from './gamesStep.ts';
import { lobbyNewsChatModelsStep } from './lobbyNewsChatModels.ts';
import { lotteryStep } from './lottery.ts';
import { membersStep } from './members.ts';
import { merchantsStep, moneyTermsStep, registerCaptchaStep, responsibleGamingFlagStep } from './merchants.ts';
import { receivingAccountsStep } from './receivingAccounts.ts';
import { retentionStep } from './retention.ts';
import { rewardsStep } from './rewards.ts';
import type { SeedContext, SeedStep } from './step.ts';
import { vipLevelsStep } from './vip.ts';

export type { SeedContext, SeedStep } from './step.ts';

/** Seed steps in order. Later steps may rely on earlier ones (members need merchants). */
export const seedSteps: SeedStep[] = [
  merchantsStep,
  registerCaptchaStep,
  responsibleGamingFlagStep,
  moneyTermsStep,
  contentStep,
  lobbyNewsChatModelsStep,
  membersStep,
  gamesCatalogueStep,
  gamesWalletsStep,
  lotteryStep,
  vipLevelsStep,
  depositPromotionsStep,
  receivingAccountsStep,
  rewardsStep,
  retentionStep,
  agentTeamStep,
  demoOperatorStep,
];

/**
 * Runs every step not yet recorded in seed_steps (demo steps only when ctx.demo); returns the names run now. Safe to
 * call on every start: a database first started without demo mode gets the demo when a later start asks for it.
 */
export async function runSeed(db: Db, ctx: SeedContext = { now: Date.now() }, steps: SeedStep[] = seedSteps): Promise<string[]> {
  const ran: string[] = [];
  for (const step of steps) {
    if (step.demo && !ctx.demo) continue;
    const done = await db.query('SELECT 1 FROM seed_steps WHERE name = $1', [step.name]);
    if (done.length > 0) continue;
    await db.transaction(async (tx) => {
      await step.run(tx, ctx);
      // ON CONFLICT: two processes seeding one PostgreSQL at once; the loser's insert is a no-op.
      await tx.query('INSERT INTO seed_steps (name, done_at) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [step.name, ctx.now]);
    });
    ran.push(step.name);
  }
  return ran;
}

/** The demo steps this database holds (a production start refuses a database that holds any). */
export async function seededDemoSteps(db: Db, steps: SeedStep[] = seedSteps): Promise<string[]> {
  const names = steps.filter((s) => s.demo).map((s) => s.name);
  const rows = await db.query<{ name: string }>('SELECT name FROM seed_steps WHERE name = ANY($1::text[]) ORDER BY name', [names]);
  return rows.map((r) => r.name);
}

/**
 * The brands of the deployed screens/ the database does not have yet (revision 1 of each, published, and
 * hosts.json's hosts): the platform's configuration, run at every start after runSeed. A brand the database has is
 * never touched, so an operator's published revisions survive restarts and deploys. Answers the ids seeded now.
 */
export function seedBrands(db: Db, now: number, screensDir = SCREENS_DIR): Promise<string[]> {
  return seedBrandsFromFiles(db, screensDir, readDeployedBase(screensDir), now);
}
