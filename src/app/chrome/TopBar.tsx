import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScreenChrome } from '../../generated/screen.ts';
import { evaluateCondition } from '../../core/conditions/evaluate.ts';
import { useConditionContext } from '../../renderer/ConditionScope.tsx';
import { NodeList } from '../../renderer/NodeView.tsx';
import { useAppState } from '../../state/StoreProvider.tsx';
import { useBrand } from '../../ui/BrandContext.tsx';
import { OverflowMenu } from '../../ui/OverflowMenu.tsx';
import { BackArrow } from './BackArrow.tsx';
import { splitHeader } from './splitHeader.ts';
import { READABLE_TITLE_CHARS, useTitleRoom } from './useTitleRoom.ts';

/**
 * The header: arrow or logo, the screen's title, then the brand's header nodes (login, balance, ...). When the
 * nodes would leave the title fewer than its first 12 characters, a screen whose title folds (the home) gives up
 * its title first; then their secondary controls go, then all but the kept ones (the balance and the brand's
 * `headerKeep`: a guest's Login and Register, a member's Deposit) move into a "More" menu; if the title is still
 * cut, it takes a row of its own under the bar's. Only a brand that keeps none sees all of them go behind More.
 */
export function TopBar({ chrome }: { chrome: ScreenChrome }) {
  const { t } = useTranslation();
  const { bundle } = useBrand();
  const signedIn = useAppState((s) => s.session?.type ?? 'guest');
  const title = chrome.titleKey ? t(chrome.titleKey) : '';
  const titleRef = useRef<HTMLHeadingElement>(null);
  const probeRef = useRef<HTMLSpanElement>(null);
  const actionsRef = useRef<HTMLDivElement>(null);
  const barRef = useRef<HTMLElement>(null);
  const { header, headerKeep } = bundle.brand.chrome;
  const split = useMemo(() => splitHeader(header, headerKeep), [header, headerKeep]);
  const titleFolds = chrome.titleFolds === true;
  const fit = useTitleRoom({ bar: barRef, title: titleRef, probe: probeRef, actions: actionsRef }, `${title}|${signedIn}`, {
    titleFolds,
    keepsSome: split.bar.length > 0,
  });
  const level = title === '' ? 'full' : fit;
  const titleShown = !(titleFolds && level !== 'full');
  const context = useConditionContext();
  const splitLevel = level === 'split' || level === 'stacked';
  // What goes behind More, as drawn now: a More holding only nodes whose condition fails (the home's download on
  // another screen) would open an empty menu.
  const more = splitLevel ? split.more.filter((n) => evaluateCondition(n.when, context)) : level === 'overflow' ? header : [];
  return (
    <header ref={barRef} className="topbar" data-testid="topbar" data-fit={title ? fit : undefined}>
      <BackArrow back={chrome.back} />
      {title ? (
        <>
          <h1 ref={titleRef} className={titleShown ? 'topbar-title' : 'visually-hidden'} data-testid="topbar-title">
            {title}
          </h1>
          {titleShown ? (
            <span ref={probeRef} className="topbar-title topbar-title-probe" aria-hidden="true">
              {title.length > READABLE_TITLE_CHARS ? `${title.slice(0, READABLE_TITLE_CHARS)}…` : title}
            </span>
          ) : (
            <span className="topbar-spacer" />
          )}
        </>
      ) : (
        <span className="topbar-spacer" />
      )}
      {level === 'overflow' ? null : (
        <div ref={actionsRef} className="topbar-actions">
          <NodeList nodes={splitLevel ? split.bar : header} />
        </div>
      )}
      {more.length > 0 ? (
        <OverflowMenu label={t('more')} testId="topbar-more">
          <NodeList nodes={more} />
        </OverflowMenu>
      ) : null}
    </header>
  );
}

/** The back bar: arrow and a title per path (game lists, notices, help...). */
export function BackBar({ chrome }: { chrome: ScreenChrome }) {
  const { t } = useTranslation();
  const back = chrome.back === 'logo' || chrome.back === 'none' ? 'history' : chrome.back;
  return (
    <header className="backbar" data-testid="backbar">
      <BackArrow back={back} />
      <h1 className="backbar-title" data-testid="backbar-title">
        {chrome.backTitleKey ? t(chrome.backTitleKey) : ''}
      </h1>
      {/* As wide as the arrow, so the title is centred on the screen and takes the rest. */}
      <span className="backbar-end" />
    </header>
  );
}
