import { memo, Suspense, use, useCallback, useDeferredValue, useMemo, useReducer, useRef, type ComponentType, type ReactNode } from 'react';
import type { ScreenNode } from '../generated/node.ts';
import { evaluateCondition } from '../core/conditions/evaluate.ts';
import { runActions } from './runActions.ts';
import { ItemScope, useConditionContext } from './ConditionScope.tsx';
import type { RenderableWidget, RenderedWidgetProps } from './defineWidget.ts';
import { DeferredNode } from './DeferredNode.tsx';
import { NodeBoundary } from './NodeBoundary.tsx';
import { NodeProblem } from './NodeProblem.tsx';
import { useRenderer } from './RendererContext.tsx';
import { SavedCopyNote } from './SavedCopyNote.tsx';
import { useDataSource } from './useDataSource.ts';
import { propsWithDefaults } from './defaults.ts';

/** Renders one node: its condition, then an error boundary and a suspense boundary around the widget. */
export function NodeView({ node }: { node: ScreenNode }) {
  const context = useConditionContext();
  const renderer = useRenderer();
  const { env, deferOffscreen } = renderer;
  if (!evaluateCondition(node.when, context)) return null;
  const widget = (
    <NodeBoundary node={node} report={env.report} beforeRetry={() => renderer.reloadWidget(node.type)}>
      <Suspense fallback={<span className="node-loading" aria-hidden="true" />}>
        <WidgetHost node={node} />
      </Suspense>
    </NodeBoundary>
  );
  return (
    <div data-testid={node.id} data-widget={node.type} className="node">
      {node.defer && deferOffscreen ? <DeferredNode prepare={() => renderer.loadWidget(node.type)}>{widget}</DeferredNode> : widget}
    </div>
  );
}

/** Renders a list of nodes (screen body, slots, chrome areas). */
export function NodeList({ nodes }: { nodes: readonly ScreenNode[] | undefined }) {
  return (
    <>
      {nodes?.map((n) => (
        <NodeView key={n.id} node={n} />
      ))}
    </>
  );
}

function WidgetHost({ node }: { node: ScreenNode }) {
  const renderer = useRenderer();
  // A source whose code loads on first use loads beside the widget's, not after it (idempotent, like loadWidget).
  if (node.data) void renderer.dataSource(node.data.source)?.prepare?.();
  const promise = renderer.loadWidget(node.type);
  if (!promise) {
    return <NodeProblem node={node} message={`Unknown widget type "${node.type}"`} />;
  }
  return <LoadedWidget node={node} module={use(promise)} />;
}

/** One empty props object for nodes without props (a new `{}` each render would re-run validation and memos). */
const NO_PROPS: Record<string, unknown> = {};

/**
 * Each widget component, memoised once per module: a data answer then re-renders the widget in a deferred
 * (time-sliced) pass, and the urgent pass that only carries the old data bails out.
 */
const memoised = new WeakMap<RenderableWidget, ComponentType<RenderedWidgetProps>>();
function componentOf(module: RenderableWidget): ComponentType<RenderedWidgetProps> {
  let c = memoised.get(module);
  if (!c) memoised.set(module, (c = memo(module.Component)));
  return c;
}

function LoadedWidget({ node, module }: { node: ScreenNode; module: RenderableWidget }) {
  const renderer = useRenderer();
  const context = useConditionContext();
  // Data answers arrive through SWR's external store, which React renders synchronously: one long task per
  // answer. Deferred, the widget's re-render with the new data is a transition instead.
  const data = useDeferredValue(useDataSource(node.data));
  const contextRef = useRef(context);
  contextRef.current = context;
  const props = node.props ?? NO_PROPS;
  // The widget gets the props over its schema's defaults (one object per props object); the validator checks the document's.
  const given = propsWithDefaults(module.defaults, node.props);
  // Draw first, validate as soon as the validator chunk is in (then re-render once).
  const [, validatorLoaded] = useReducer((n: number) => n + 1, 0);
  const validateProps = renderer.validatorOf(module, validatorLoaded);
  const valid = useMemo(() => (validateProps ? validateProps(props) : true), [validateProps, props]);
  const emit = useCallback(
    (event: string, payload?: Record<string, unknown>) => {
      void runActions(node.on?.[event], renderer.actions, { env: renderer.env, event: payload ?? {}, context: contextRef.current });
    },
    [node.on, renderer],
  );
  const handles = useCallback((event: string) => Boolean(node.on?.[event]?.length), [node.on]);
  const renderSlot = useCallback(
    (name: string, item?: Record<string, unknown>): ReactNode => {
      const children = node.slots?.[name]?.map((child) => <NodeView key={child.id} node={child} />);
      return item ? <ItemScope item={item}>{children}</ItemScope> : children;
    },
    [node.slots],
  );
  if (!valid) return <NodeProblem node={node} message="props do not match the widget's props schema" detail={validateProps?.errors} />;
  const Component = componentOf(module);
  const widget = <Component node={node} props={given} data={data} emit={emit} handles={handles} renderSlot={renderSlot} />;
  if (data?.savedAt === undefined) return widget;
  return (
    <>
      <SavedCopyNote savedAt={data.savedAt} onRetry={data.retry} />
      {widget}
    </>
  );
}
