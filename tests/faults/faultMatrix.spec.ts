import type { Page } from '@playwright/test';
import { apiLogin, freshMember, platformClient, type Session } from '../e2e/accounts.ts';
import { expect, test } from '../e2e/fixtures.ts';
import { startSignedIn, waitForScreen, watchPageProblems } from '../e2e/support.ts';
import { FaultInjector, FAULTS, type Fault } from './inject.ts';
import { BOOT_FED_SOURCES, boundSources, builtBrand, dataNodesOf, pathOf, QUIET_WIDGETS, type DataNode } from './screenData.ts';

/**
 * The fault matrix: every data source the screens use, under each fault of FAULTS (a 500, no answer, a reset
 * connection, the device going offline, a body that is not JSON, an answer 10 s late). On each screen, with every
 * platform call it makes broken at once: the page is never blank and never throws; within 10 s each data-bound node
 * offers "load failed, click to retry" (quiet widgets hide instead, see QUIET_WIDGETS); once the fault clears the
 * retries (or, back online, the page by itself) bring the data. One test per screen runs the six faults in turn.
 */
type Role = 'guest' | 'member' | 'agent';
const CASES: { screen: string; role: Role; bonus?: true }[] = [
  { screen: 'home', role: 'guest' },
  { screen: 'activity', role: 'guest' },
  { screen: 'activityDetail', role: 'guest' },
  { screen: 'notice', role: 'guest' },
  { screen: 'gameCenter', role: 'guest' },
  { screen: 'app', role: 'guest' },
  { screen: 'securityCenter', role: 'member' },
  // Bonus wagering shows only while a requirement is open: a member of its own with a first deposit bonus.
  { screen: 'memberHome', role: 'member', bonus: true },
  { screen: 'inviteFriends', role: 'member' },
  { screen: 'benefits', role: 'member' },
  { screen: 'manualRebate', role: 'member' },
  { screen: 'redRain', role: 'member' },
  { screen: 'rewardCenter', role: 'member' },
  { screen: 'signIn', role: 'member' },
  { screen: 'transactionRecord', role: 'member' },
  { screen: 'transfer', role: 'member' },
  { screen: 'voucherCenter', role: 'member' },
  { screen: 'webEmail', role: 'member' },
  { screen: 'message', role: 'member' },
  { screen: 'withdraw', role: 'member' },
  { screen: 'agent', role: 'agent' },
  { screen: 'agentDividend', role: 'agent' },
  { screen: 'agentRegister', role: 'agent' },
  { screen: 'salaryContract', role: 'agent' },
  { screen: 'memberTeam', role: 'agent' },
];
const ACCOUNTS: Record<Exclude<Role, 'guest'>, string> = { member: 'demo0', agent: 'agent1' };
/**
 * Sources drawn only where these cases do not look: the member's favourite and recent games are tabs of the home's
 * category menu (the same gameGrid the hot tab draws here, on hotGames); the agent's contracts-waiting badge is in
 * the right panel, read when the panel opens (a badge that cannot load hides, as a count should).
 */
const NOT_ON_A_FIRST_SCREEN = new Set(['favouriteGames', 'recentGames', 'favouriteIds', 'contractsWaiting']);

const bundle = builtBrand();
const RETRY = 'Load failed, click to retry';

test('the cases reach every data source a document binds', () => {
  const reached = new Set(CASES.flatMap((c) => dataNodesOf(bundle, c.screen).map((n) => n.source)));
  const missing = [...boundSources(bundle)].filter((s) => !reached.has(s) && !NOT_ON_A_FIRST_SCREEN.has(s) && !BOOT_FED_SOURCES.has(s));
  expect(missing).toEqual([]);
  console.log(
    `fault matrix: ${CASES.length} screens x ${FAULTS.length} faults (${FAULTS.join(', ')}) = ${CASES.length * FAULTS.length} cases, reaching ${reached.size} data sources`,
  );
});

/** What one look at the page finds of the loud nodes: those drawn, and those of them still without a retry. */
interface RetryState {
  shown: string[];
  waiting: string[];
}

/**
 * The data-bound nodes that must offer a retry (not quiet, not fed by the boot's own calls, drawn for this
 * session), read in one evaluation per poll: a poll asking Playwright per node and per role kept a core busy
 * while the app waited out its retries. A deferred block below the fold asks for its data only as it nears the
 * viewport (saved copies of the lists above can fill the first screen while the network is out): it is brought
 * there, as a reader would, for a painted frame. The retry's accessible name is checked by role once the poll is
 * satisfied.
 */
async function retryState(page: Page, nodes: DataNode[]): Promise<RetryState> {
  const ids = nodes.filter((n) => !QUIET_WIDGETS.has(n.type) && !BOOT_FED_SOURCES.has(n.source)).map((n) => n.id);
  return page.evaluate(
    async ({ ids, label }) => {
      const shown: string[] = [];
      const waiting: string[] = [];
      // As Playwright judges it: a box on the page and not hidden; a node wrapper without a box of its own
      // (display: contents) is seen in its children.
      const seen = (el: Element): boolean =>
        getComputedStyle(el).display === 'contents'
          ? Array.from(el.children).some(seen)
          : el.getClientRects().length > 0 && el.checkVisibility({ visibilityProperty: true });
      const painted = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      for (const id of ids) {
        const el = document.querySelector(`[data-testid="${CSS.escape(id)}"]`);
        if (!el || !seen(el)) continue;
        shown.push(id);
        // Each deferred block is brought into view for a painted frame: its observer must see it there.
        const deferred = el.querySelector('.node-deferred');
        if (deferred) {
          deferred.scrollIntoView({ block: 'center' });
          await painted();
        }
        const retry = Array.from(el.querySelectorAll('button.retry-box')).some((b) => b.textContent?.trim() === label);
        if (!retry) waiting.push(id);
      }
      return { shown, waiting };
    },
    { ids, label: RETRY },
  );
}

/** The nodes (by id) that still show a retry on screen (a hidden tab keeps its own until it is opened). */
function nodesWithRetry(page: Page, dataOnly = false): Promise<string[]> {
  const boxes = page.locator(dataOnly ? '.retry-box:not([data-testid$=".crashed"])' : '.retry-box').filter({ visible: true });
  return boxes.evaluateAll((found) => found.map((b) => b.closest('.node')?.getAttribute('data-testid') ?? '?'));
}

/** Taps every retry box on screen. */
function tapRetries(page: Page): Promise<void> {
  return page.locator('.retry-box').evaluateAll((boxes) => {
    for (const box of boxes) if (box instanceof HTMLElement && box.checkVisibility({ visibilityProperty: true })) box.click();
  });
}

/** A new member holding an open deposit bonus: 200 deposited with the first-deposit promotion through the demo channel. */
async function memberWithBonus(page: Page): Promise<Session> {
  const { session, api } = await freshMember(page, { balance: false });
  const promo = (await api.call('depositPromotions')).list.find((p) => p.code.startsWith('FIRSTDEP') && p.eligible);
  const order = await api.call(
    'depositRequest',
    { channelCode: 'DEMOPAY', amount: 200, promoId: promo?.promoId },
    { idempotencyKey: `${String(session.userName)}-bonus-0001` },
  );
  await expect.poll(async () => (await api.call('depositStatus', { orderNo: order.orderNo })).status, { timeout: 15_000 }).toBe('SUCCESS');
  await expect.poll(async () => (await api.call('wageringStatus')).requirements.length).toBe(1);
  return session;
}

async function pathFor(page: Page, screen: string): Promise<string> {
  if (screen !== 'activityDetail') return pathOf(bundle, screen);
  const answer = await platformClient(page.request).call('announcements', { types: 'promotion' });
  const id = answer.promotion?.[0]?.id;
  expect(id, 'a seeded promotion').toBeDefined();
  return `${pathOf(bundle, screen)}?id=${id}`;
}

const RETRY_SHOWN_MS = process.env.CI ? 20_000 : 10_000;
/** Taps on every retry bring the data back within this (the guest home has a dozen blocks to reload). */
const RECOVERED_MS = process.env.CI ? 45_000 : 20_000;

async function underFault(page: Page, path: string, fault: Fault, nodes: DataNode[]): Promise<void> {
  const faults = new FaultInjector(page, page.context());
  await faults.install(fault);
  await page.goto(path);
  await waitForScreen(page);
  if (fault === 'offline') {
    // The device drops off the network while the screen's requests are under way.
    await expect.poll(() => faults.holding, { message: 'the screen asked for its data' }).toBeGreaterThan(0);
    await faults.goOffline();
    await expect(page.getByText('You are offline.')).toBeVisible();
  }
  // Each loud node shows its retry (or has gone, its condition no longer met) within 10 s of the screen showing
  // (a deferred node asks for its data only once the screen has settled, seconds after the boot's first call). CI
  // runs this beside three other browser suites on two cores, where a read may start seconds late: 20 s there.
  await expect
    .poll(
      async () => {
        const { shown, waiting } = await retryState(page, nodes);
        // A look before the screen drew any of its nodes proves nothing.
        return shown.length > 0 ? waiting : ['(no data node drawn yet)'];
      },
      { timeout: RETRY_SHOWN_MS, message: `${fault}: every data node offers a retry` },
    )
    .toEqual([]);
  // As a person finds them: a button named for what it does, on every node drawn.
  for (const id of (await retryState(page, nodes)).shown) {
    await expect(page.getByTestId(id).first().getByRole('button', { name: RETRY }), `${fault}: ${id} offers a retry`).not.toHaveCount(0);
  }
  expect(faults.faulted, `${fault}: the screen's calls were broken`).toBeGreaterThan(0);
  await expect(page.locator('[data-screen]').first()).toBeVisible();

  await faults.clear();
  const cleared = Date.now();
  // Back online the page reloads its data by itself; otherwise each retry brings its node's data.
  if (fault === 'offline') await expect(page.getByText('You are offline.')).toHaveCount(0);
  await expect
    .poll(
      async () => {
        // Quarantined for the offline fault: a node whose *code* (not its data) was fetched in the moment the network
        // dropped before the device reported it offline. Chromium 150 keeps that failed import and the failures of
        // the chunks it imports, so only a reload brings that widget back (src/renderer/lazyModule.ts keeps every
        // load the app starts while it knows it is offline from failing that way). Its data nodes are checked.
        const left = await nodesWithRetry(page, fault === 'offline');
        // A person taps each retry they see, and again one that is still there a moment later (a tap while its
        // reload is under way does nothing). Tapped in one evaluation: a Playwright click per button, each waiting
        // for the page to be still, took longer than the whole wait on a busy machine.
        // Offline, the page reloads by itself once back online; a retry still there 5 s later is tapped, as a person
        // would (a data node once stayed on its retry under full load in Chromium 150).
        if (left.length && (fault !== 'offline' || Date.now() - cleared > 5000)) await tapRetries(page);
        return left;
      },
      { timeout: RECOVERED_MS, intervals: [500, 1000, 2000], message: `${fault}: the retries bring the data once the fault clears` },
    )
    .toEqual([]);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
}

test.describe('fault matrix', () => {
  for (const c of CASES) {
    test(`${c.role} ${c.screen}: ${FAULTS.join(', ')}`, async ({ page }) => {
      test.setTimeout(process.env.CI ? 300_000 : 150_000);
      const problems = watchPageProblems(page);
      if (c.role !== 'guest') await startSignedIn(page, c.bonus ? await memberWithBonus(page) : await apiLogin(page, ACCOUNTS[c.role]));
      const path = await pathFor(page, c.screen);
      const nodes = dataNodesOf(bundle, c.screen);
      // Drawn once without faults: the nodes this session shows, so a fault that hid one would be noticed.
      await page.goto(path);
      await waitForScreen(page);
      await expect.poll(async () => (await retryState(page, nodes)).shown.length, { message: 'the screen shows data nodes' }).toBeGreaterThan(0);
      for (const fault of FAULTS) {
        await test.step(fault, () => underFault(page, path, fault, nodes));
      }
      expect(problems).toEqual([]);
    });
  }
});
