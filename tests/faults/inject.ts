import type { BrowserContext, Page, Route } from '@playwright/test';
import { apiCalls } from '../../src/generated/api/calls.ts';

/** The faults every screen's data must survive. */
export const FAULTS = ['500', 'timeout', 'reset', 'offline', 'malformed', 'latency'] as const;
export type Fault = (typeof FAULTS)[number];

/** What boot needs before any screen draws (a failure there is the boot's own problem screen, tested apart). */
const BOOT_PATHS: ReadonlySet<string> = new Set([apiCalls.systemStatus.path, apiCalls.whitelabel.path]);

/** A platform call a screen makes for its data or on a tap: every /wps and /lgw path but the boot's. */
const isScreenCall = (url: URL): boolean => (url.pathname.startsWith('/wps/') || url.pathname.startsWith('/lgw/')) && !BOOT_PATHS.has(url.pathname);

/**
 * Breaks the platform calls a page makes, one way at a time, until `clear()`:
 * - 500: an HTML error page with status 500 (what a proxy in front of the platform answers);
 * - timeout: no answer at all (the app gives up by itself);
 * - reset: the connection is reset;
 * - offline: the device goes offline while the screen's requests are under way (`goOffline`);
 * - malformed: status 200 with a body that is not JSON;
 * - latency: the right answer, 10 s late.
 * `only` narrows it to some calls (a form's submit) and leaves the rest alone.
 */
export class FaultInjector {
  private active: Fault | null = null;
  private offline = false;
  private readonly held: Route[] = [];
  faulted = 0;

  /** Requests held unanswered (timeout and offline faults). */
  get holding(): number {
    return this.held.length;
  }

  constructor(
    private readonly page: Page,
    private readonly context: BrowserContext,
    private readonly only: (url: URL) => boolean = isScreenCall,
  ) {}

  async install(fault: Fault): Promise<void> {
    this.active = fault;
    await this.page.route(
      (url) => this.only(url),
      (route) => this.handle(route),
    );
  }

  private async handle(route: Route): Promise<void> {
    const fault = this.active;
    if (!fault) return route.continue();
    this.faulted += 1;
    switch (fault) {
      case '500':
        return route.fulfill({ status: 500, contentType: 'text/html', body: '<html><body><h1>500 Internal Server Error</h1></body></html>' });
      case 'reset':
        return route.abort('connectionreset');
      case 'malformed':
        return route.fulfill({ status: 200, contentType: 'application/json', body: '{"success":true,"value":{"list":[{"id":1,' });
      case 'latency':
        await new Promise((resolve) => setTimeout(resolve, 10_000));
        return route.continue().catch(() => undefined);
      case 'offline':
        // Once the device is off the network a new request fails at once, as it would on a phone (one still on
        // its way to this handler when the device went offline would otherwise be held until the app's timeout).
        if (this.offline) return route.abort('internetdisconnected').catch(() => undefined);
        this.held.push(route);
        return undefined;
      case 'timeout':
        this.held.push(route);
        return undefined;
    }
  }

  /** The offline fault: the device drops off the network, and what was under way fails with it. */
  async goOffline(): Promise<void> {
    await this.context.setOffline(true);
    this.offline = true;
    for (const route of this.held.splice(0)) await route.abort('internetdisconnected').catch(() => undefined);
  }

  /** The fault is over: held requests go through (if the page still waits for them) and the device is online. */
  async clear(): Promise<void> {
    this.active = null;
    this.offline = false;
    await this.context.setOffline(false);
    for (const route of this.held.splice(0)) await route.continue().catch(() => undefined);
  }
}
