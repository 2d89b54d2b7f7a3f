/**
 * What may interrupt a player unasked, and when. Overlays (the reality check: a regulatory reminder), popups (the
 * announcements after a sign-in), bars (the app download, the invitation) and floating buttons (the manual rebate)
 * each ask to show; one queue answers, by the brand's rules:
 * - one overlay or popup at a time, the overlay first: a popup waits while the reminder shows;
 * - at most `popupsPerSession` popups after each session start (the app opening, a sign-in);
 * - at most `barsAtOnce` bars; a bar that shows keeps its place until closed (one in the page's flow that gave way
 *   to a later one would move the page); a bar the player closed stays closed (closedBars, kept on the device);
 * - no floating button while an overlay or popup shows (it would sit on top of the dialog's answers);
 * - among those asking at once, the brand's `order` (node ids, first first), then the order they asked in.
 */
export type InterruptionKind = 'overlay' | 'popup' | 'bar' | 'floating';

/** The widget types that interrupt unasked, and how (the lint checks the brand's `order` against their nodes). */
export const INTERRUPTING_WIDGETS = {
  realityCheck: 'overlay',
  noticePopup: 'popup',
  downloadBar: 'bar',
  inviteBar: 'bar',
  floatingButton: 'floating',
} as const satisfies Record<string, InterruptionKind>;

export interface InterruptionRules {
  /** Node ids, the most important first; the rest follow in the order they asked. */
  order: readonly string[];
  popupsPerSession: number;
  barsAtOnce: number;
}

export interface Claim {
  id: string;
  kind: InterruptionKind;
  /** The order it asked in (the documents' order, as the nodes mount). */
  seq: number;
}

export interface QueueState {
  claims: readonly Claim[];
  /** The overlay or popup on screen: it stays until closed, whatever asks after it. */
  showing: string | null;
  /** Popups shown since the session started. */
  popupsShown: number;
  /** The bars on screen: each keeps its place until closed. */
  barsShowing: readonly string[];
  /** Bars the player closed. */
  closedBars: readonly string[];
}

const rankOf = (rules: InterruptionRules) => {
  const at = new Map(rules.order.map((id, i) => [id, i]));
  return (c: Claim): [number, number] => [at.get(c.id) ?? rules.order.length, c.seq];
};

/** The claims that show now. */
export function grantedClaims(state: QueueState, rules: InterruptionRules): Set<string> {
  const rank = rankOf(rules);
  const sorted = [...state.claims].sort((a, b) => {
    const [ra, sa] = rank(a);
    const [rb, sb] = rank(b);
    return ra - rb || sa - sb;
  });
  const granted = new Set<string>();
  const showing = state.claims.find((c) => c.id === state.showing);
  const modal =
    showing ?? sorted.find((c) => c.kind === 'overlay') ?? (state.popupsShown < rules.popupsPerSession ? sorted.find((c) => c.kind === 'popup') : undefined);
  if (modal) granted.add(modal.id);
  // Bars: those on screen keep their place, then the first waiting ones up to barsAtOnce.
  const bars = sorted.filter((c) => c.kind === 'bar' && !state.closedBars.includes(c.id));
  const kept = bars.filter((c) => state.barsShowing.includes(c.id));
  const waiting = bars.filter((c) => !state.barsShowing.includes(c.id));
  for (const c of [...kept, ...waiting.slice(0, Math.max(0, rules.barsAtOnce - kept.length))]) granted.add(c.id);
  const floating = sorted.find((c) => c.kind === 'floating');
  if (floating && !modal) granted.add(floating.id);
  return granted;
}

/** The brand's rules, with the schema's defaults (schemas/brand.schema.json: chrome.interruptions) for what it leaves out. */
export function interruptionRules(given: Partial<InterruptionRules> | undefined): InterruptionRules {
  return { order: given?.order ?? [], popupsPerSession: given?.popupsPerSession ?? 1, barsAtOnce: given?.barsAtOnce ?? 1 };
}
