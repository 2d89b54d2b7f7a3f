import type { ComponentType, ReactNode } from 'react';
import type { ScreenNode } from '../generated/node.ts';
import type { DataState } from '../core/data/types.ts';
import type { CompiledValidator } from '../core/validation/types.ts';

/** What every widget component receives from the renderer. */
export interface WidgetProps<P> {
  node: ScreenNode;
  /** The node's props, already validated against the widget's props schema. */
  props: P;
  /** The bound data source, when the node has `data`. */
  data: DataState | undefined;
  /** Runs the node's `on[event]` actions with the payload as `event`. */
  emit(event: string, payload?: Record<string, unknown>): void;
  /** Whether the node declares any action for the event (e.g. to render a button or plain text). */
  handles(event: string): boolean;
  /** Renders a named child list; `item` becomes `item` in conditions and action params below it. */
  renderSlot(name: string, item?: Record<string, unknown>): ReactNode;
}

/**
 * The lazily loaded half of a widget: its component, and a loader for its precompiled props validator. The
 * validator is a chunk of its own, loaded after the widget has drawn: it guards against bad documents and is not
 * needed to paint the first screen.
 */
export interface WidgetModule<P> {
  Component: ComponentType<WidgetProps<P>>;
  loadValidator(): Promise<CompiledValidator>;
}

/** One registry entry; the module loads the first time a screen uses the widget type. */
export interface WidgetDefinition {
  type: string;
  load(): Promise<WidgetModule<unknown>>;
}

/** One line per widget in src/widgets/index.ts. The props schema is schemas/widgets/<type>.schema.json. */
export function defineWidget<P>(type: string, load: () => Promise<WidgetModule<P>>): WidgetDefinition {
  return { type, load: load as () => Promise<WidgetModule<unknown>> };
}
