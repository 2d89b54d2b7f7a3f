import { useEffect } from 'react';
import { Navigate } from 'react-router-dom';
import type { ScreenDocument } from '../generated/screen.ts';
import { canAccess } from '../core/access.ts';
import { NodeList } from '../renderer/NodeView.tsx';
import { useConditionContext } from '../renderer/ConditionScope.tsx';
import { useRenderer } from '../renderer/RendererContext.tsx';
import { firstRevealStep, useStepReveal } from '../renderer/useStepReveal.ts';

/** One screen document: access check, then its body nodes (top first, see useStepReveal). */
export function ScreenView({ screen }: { screen: ScreenDocument }) {
  const context = useConditionContext();
  const shown = useStepReveal(screen.body.length, useRenderer().revealInSteps, firstRevealStep(screen.body));
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new screen (not a re-render of this one) starts at the top.
  useEffect(() => {
    window.scrollTo?.(0, 0);
  }, [screen.id]);
  if (!canAccess(screen, context.session)) {
    return <Navigate to={screen.access?.redirect ?? '/m/home'} replace />;
  }
  return (
    <div className="screen" data-testid={`screen-${screen.id}`} data-screen={screen.id}>
      <NodeList nodes={shown < screen.body.length ? screen.body.slice(0, shown) : screen.body} />
    </div>
  );
}
