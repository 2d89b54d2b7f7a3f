import { useEffect } from 'react';
import { Navigate } from 'react-router-dom';
import type { ScreenDocument } from '../generated/screen.ts';
import { canAccess, refusalOf } from '../core/access.ts';
import { FirstScreen } from '../renderer/FirstScreen.tsx';
import { NodeList } from '../renderer/NodeView.tsx';
import { useConditionContext } from '../renderer/ConditionScope.tsx';
import { useRenderer } from '../renderer/RendererContext.tsx';
import { firstRevealStep, useStepReveal } from '../renderer/useStepReveal.ts';

/** One screen document: access check, then its body nodes (top first, see useStepReveal). */
export function ScreenView({ screen }: { screen: ScreenDocument }) {
  const context = useConditionContext();
  const renderer = useRenderer();
  const first = firstRevealStep(screen.body);
  const shown = useStepReveal(screen.body.length, renderer.revealInSteps, first);
  const allowed = canAccess(screen, context.session);
  const refusal = allowed ? null : refusalOf(screen, context.session);
  // Told once, as the screen is left (a toast outlives the redirect).
  const message = refusal?.messageKey;
  useEffect(() => {
    if (message) renderer.env.notify({ messageKey: message, kind: 'info' });
  }, [message, renderer.env]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new screen (not a re-render of this one) starts at the top.
  useEffect(() => {
    window.scrollTo?.(0, 0);
  }, [screen.id]);
  if (refusal) return <Navigate to={refusal.redirect} replace />;
  return (
    <div className="screen" data-testid={`screen-${screen.id}`} data-screen={screen.id}>
      {/* Two lists, split where the first step ends: the top's nodes stay mounted when the rest arrives. */}
      <FirstScreen>
        <NodeList nodes={screen.body.slice(0, first)} />
      </FirstScreen>
      {shown > first ? <NodeList nodes={screen.body.slice(first)} /> : null}
    </div>
  );
}
