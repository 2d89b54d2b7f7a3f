import { useEffect, useMemo, useRef } from 'react';
import { Navigate } from 'react-router-dom';
import type { ScreenNode } from '../generated/node.ts';
import type { ScreenDocument } from '../generated/screen.ts';
import { canAccess, refusalOf } from '../core/access.ts';
import { evaluateCondition } from '../core/conditions/evaluate.ts';
import { FirstScreen } from '../renderer/FirstScreen.tsx';
import { NodeList } from '../renderer/NodeView.tsx';
import { useConditionContext } from '../renderer/ConditionScope.tsx';
import { useRenderer } from '../renderer/RendererContext.tsx';
import { firstRevealStep, useStepReveal } from '../renderer/useStepReveal.ts';
import { WhenWidgetsIn, widgetsInPromise } from '../renderer/WhenWidgetsIn.tsx';

/** One screen document: access check, then its body nodes (top first, see useStepReveal). */
export function ScreenView({ screen }: { screen: ScreenDocument }) {
  const context = useConditionContext();
  const renderer = useRenderer();
  const first = firstRevealStep(screen.body);
  // The top draws once the code of the nodes it shows is in (as the screen opens: a node shown later by a changed
  // condition has its own placeholder).
  const contextRef = useRef(context);
  contextRef.current = context;
  const topReady = useMemo(
    () =>
      renderer.revealInSteps
        ? widgetsInPromise(
            [...typesDrawn(screen.body.slice(0, first), (n) => evaluateCondition(n.when, contextRef.current))].map((t) => renderer.loadWidget(t)),
          )
        : null,
    [screen.body, first, renderer],
  );
  // The rest of the body draws under the top, once its widgets' code is in and the boot's reads have settled (see
  // useStepReveal): drawn before the top, it would be pushed down when the top came.
  const restReady = useMemo(
    // Only where the screen is drawn in steps: drawn at once (tests, the matrix), nothing waits for it.
    () =>
      renderer.revealInSteps
        ? Promise.allSettled<unknown>([...[...typesDrawn(screen.body.slice(first))].map((t) => renderer.loadWidget(t)), renderer.bootReadsSettled, topReady])
        : undefined,
    [screen.body, first, renderer, topReady],
  );
  const shown = useStepReveal(screen.body.length, renderer.revealInSteps, first, restReady);
  const allowed = canAccess(screen, context.session);
  const refusal = allowed ? null : refusalOf(screen, context.session);
  // Told once, as the screen is left (a toast outlives the redirect).
  const message = refusal?.messageKey;
  const action = refusal?.action;
  useEffect(() => {
    if (message) renderer.env.notify({ messageKey: message, kind: 'info', action });
  }, [message, action, renderer.env]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new screen (not a re-render of this one) starts at the top.
  useEffect(() => {
    window.scrollTo?.(0, 0);
  }, [screen.id]);
  if (refusal) return <Navigate to={refusal.redirect} replace />;
  return (
    <div className="screen" data-testid={`screen-${screen.id}`} data-screen={screen.id}>
      {/* Two lists, split where the first step ends: the top's nodes stay mounted when the rest arrives. */}
      <WhenWidgetsIn ready={topReady}>
        <FirstScreen>
          <NodeList nodes={screen.body.slice(0, first)} />
        </FirstScreen>
      </WhenWidgetsIn>
      {shown > first ? <NodeList nodes={screen.body.slice(first)} /> : null}
    </div>
  );
}

/** The widget types of nodes drawn with their screen (not `defer` ones, which load when they near the viewport; only those `shown`). */
function typesDrawn(nodes: readonly ScreenNode[], shown: (n: ScreenNode) => boolean = () => true, into = new Set<string>()): Set<string> {
  for (const n of nodes) {
    if (n.defer || !shown(n)) continue;
    into.add(n.type);
    for (const list of Object.values(n.slots ?? {})) typesDrawn(list, shown, into);
  }
  return into;
}
