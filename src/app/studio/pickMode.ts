/** The ids of the nodes an element is in: its own node's first, then each enclosing node's (innermost first). */
export function nodeIdsAt(target: EventTarget | null): string[] {
  const ids: string[] = [];
  let el = target instanceof Element ? target.closest('[data-widget][data-testid]') : null;
  while (el) {
    const id = el.getAttribute('data-testid');
    if (id) ids.push(id);
    el = el.parentElement?.closest('[data-widget][data-testid]') ?? null;
  }
  return ids;
}

export interface PickMode {
  set(on: boolean): void;
  stop(): void;
}

/**
 * While on, a tap in the app picks the node under it instead of running it: the click is caught on the window
 * before React sees it (capture phase), stopped, and its node ids handed on. A tap outside any node picks nothing
 * (and still runs nothing).
 */
export function createPickMode(onPick: (ids: string[]) => void, win: Window = window): PickMode {
  const onClick = (e: MouseEvent) => {
    e.preventDefault();
    e.stopImmediatePropagation();
    const ids = nodeIdsAt(e.target);
    if (ids.length > 0) onPick(ids);
  };
  let on = false;
  const set = (next: boolean) => {
    if (next === on) return;
    on = next;
    if (on) win.addEventListener('click', onClick, true);
    else win.removeEventListener('click', onClick, true);
    win.document.documentElement.style.cursor = on ? 'crosshair' : '';
  };
  return { set, stop: () => set(false) };
}
