import { useEffect } from 'react';
import type { ScreenNode } from '../generated/node.ts';
import { useRenderer } from './RendererContext.tsx';

/**
 * A node that cannot render because of its document (unknown widget, bad props). Operators see what is wrong in
 * development; players in production see nothing of it and the problem goes to the console report.
 */
export function NodeProblem({ node, message, detail }: { node: ScreenNode; message: string; detail?: unknown }) {
  const { env, showOperatorErrors } = useRenderer();
  useEffect(() => {
    env.report(`Node "${node.id}" (${node.type}): ${message}`, detail);
  }, [env, node.id, node.type, message, detail]);
  if (!showOperatorErrors) return null;
  return (
    <div className="operator-error" role="alert" data-testid={`${node.id}.error`}>
      <strong>Screen document error</strong> in node <code>{node.id}</code> (<code>{node.type}</code>): {message}
      {detail ? <pre>{typeof detail === 'string' ? detail : JSON.stringify(detail, null, 2)}</pre> : null}
    </div>
  );
}
