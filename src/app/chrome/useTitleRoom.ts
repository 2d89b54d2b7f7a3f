import { type RefObject, useLayoutEffect, useState } from 'react';
import { flushSync } from 'react-dom';

/** A title is readable when at least this many of its first characters show (or all of it, if shorter). */
export const READABLE_TITLE_CHARS = 12;

interface Parts {
  bar: RefObject<HTMLElement | null>;
  title: RefObject<HTMLElement | null>;
  /** A hidden copy of the title's first READABLE_TITLE_CHARS characters, in the title's font. */
  probe: RefObject<HTMLElement | null>;
  actions: RefObject<HTMLElement | null>;
}

/**
 * How the bar fits: every action as designed; `untitled` (a screen whose title folds first: only screen readers
 * get it); `tight` (secondary controls such as the balance's hide toggle go); `split` (only the kept widgets, the
 * balance and the brand's `headerKeep`, stay, the rest is behind "More"); then, for a brand that keeps nothing,
 * all of them behind "More" (`overflow`), or, as the kept ones never fold, the title on a row of its own under
 * the bar's (`stacked`).
 */
export type TitleFit = 'full' | 'untitled' | 'tight' | 'split' | 'overflow' | 'stacked';

interface Rules {
  /** The title is the first thing to go (the screen's `chrome.titleFolds`). */
  titleFolds: boolean;
  /** Some header widgets never fold: after `split`, the title takes a row of its own. */
  keepsSome: boolean;
}

const stepsFor = ({ titleFolds, keepsSome }: Rules): TitleFit[] => [
  'full',
  ...(titleFolds ? (['untitled'] as const) : []),
  'tight',
  'split',
  // A folded title is gone already: nothing needs a row of its own.
  ...(keepsSome ? (titleFolds ? [] : (['stacked'] as const)) : (['overflow'] as const)),
];

/**
 * How much of the top bar's actions can stay so the title remains readable. Each time the inputs change (title
 * text, who is signed in, the bar's width) the bar is laid out in full and measured before paint (in the layout
 * effect); while the title's box is narrower than its readable part it steps to `tight`, `split`, then `overflow`,
 * every step drawn and measured again before paint, so the frame painted shows the fit the bar ends at. (Left to
 * React's scheduler, each step was a task of its own: a busy phone painted the full bar, then its buttons went
 * behind "More" half a second later, under the player's finger.) While actions show, a change of their own width (a
 * balance arriving) is measured again, by an observer, in the frame it happens.
 */
export function useTitleRoom({ bar, title, probe, actions }: Parts, resetKey: string, rules: Rules): TitleFit {
  const { titleFolds, keepsSome } = rules;
  const [width, setWidth] = useState(() => (typeof window === 'undefined' ? 0 : window.innerWidth));
  // The fit belongs to the inputs it was measured for: new inputs start from `full` in the same render (a state
  // reset in an effect would leave the old fit standing when it was already `full`, and nothing would measure the
  // new title: a screen reached by the router kept the previous screen's fit and cut its title).
  const key = `${resetKey}|${width}|${titleFolds}|${keepsSome}`;
  const [measured, setMeasured] = useState<{ key: string; fit: TitleFit }>({ key, fit: 'full' });
  const fit = measured.key === key ? measured.fit : 'full';

  useLayoutEffect(() => {
    const onResize = () => setWidth(window.innerWidth);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);

  useLayoutEffect(() => {
    const steps = stepsFor({ titleFolds, keepsSome });
    const next = (f: TitleFit): TitleFit => steps[steps.indexOf(f) + 1] ?? f;
    if (next(fit) === fit) return;
    const cut = (level: TitleFit): boolean => {
      // With the title folded away, the actions are what must fit: the bar is then no wider than its box.
      if (titleFolds && level !== 'full') return (bar.current?.scrollWidth ?? 0) > (bar.current?.clientWidth ?? 0);
      const box = title.current;
      const need = probe.current;
      if (!box || !need) return false;
      // Fractional widths: whole-pixel ones (clientWidth, scrollWidth) round either way and let a title that
      // needs 124.6 px sit in a 124.2 px box, cutting its twelfth character.
      const shown = box.getBoundingClientRect().width;
      const readable = Math.min(need.getBoundingClientRect().width, box.scrollWidth > box.clientWidth ? Infinity : shown);
      return shown < readable;
    };
    const check = () => {
      // Called by the observer, after layout and before paint: each step is committed at once (flushSync) and the
      // bar measured again, which lays out only what the step changed.
      let level: TitleFit = fit;
      while (next(level) !== level && cut(level)) {
        const step = next(level);
        level = step;
        flushSync(() => setMeasured({ key, fit: step }));
      }
    };
    // Measured here, each step a render of its own before paint (an update from a layout effect is committed at
    // once): a new observer's first report was not always before the first paint (a commit made while the browser
    // delivered other observers' reports gets it a frame later), and the page's content moved down under a title
    // that then took a row of its own. The layout this forces is the one the frame would do anyway.
    if (cut(fit)) {
      setMeasured({ key, fit: next(fit) });
      return;
    }
    const el = actions.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    // Later changes of the actions' own width (a balance arriving) are measured after the browser's layout.
    const observer = new ResizeObserver(check);
    observer.observe(el);
    return () => observer.disconnect();
  }, [fit, key, bar, title, probe, actions, titleFolds, keepsSome]);

  return fit;
}
