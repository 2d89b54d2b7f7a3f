import type { ComponentType, ReactNode } from 'react';
import type { ScreenNode } from '../generated/node.ts';
import type { Given, PropsWithDefaults, WidgetDefaultKeys } from '../generated/defaults.ts';
import type { DataValueMap, WidgetDataMap, WidgetEventsMap, WidgetPropsMap, WidgetType } from '../generated/registry.ts';
import type { CompiledValidator } from '../core/validation/types.ts';
import type { DataState } from './dataSource.ts';

/** The data a widget of type T receives: what any of its accepted data sources yields. */
type WidgetData<T extends WidgetType> = [WidgetDataMap[T]] extends [never] ? never : DataValueMap[WidgetDataMap[T]];

/** What every widget component receives from the renderer, typed by its schema (props, data, events). */
export interface WidgetProps<T extends WidgetType> {
  node: ScreenNode;
  /** The node's props, validated against the widget's props schema, over its schema's defaults. */
  props: PropsWithDefaults<T>;
  /** The bound data source, when the node has `data` (one of the sources the widget's schema accepts). */
  data: [WidgetDataMap[T]] extends [never] ? undefined : DataState<WidgetData<T>> | undefined;
  /** Runs the node's `on[event]` actions with the payload as `event`. */
  emit(event: WidgetEventsMap[T], payload?: Record<string, unknown>): void;
  /** Whether the node declares any action for the event (e.g. to render a button or plain text). */
  handles(event: WidgetEventsMap[T]): boolean;
  /** Renders a named child list; `item` becomes `item` in conditions and action params below it. */
  renderSlot(name: string, item?: Record<string, unknown>): ReactNode;
}

/**
 * The lazily loaded half of a widget: its component, and a loader for its precompiled props validator. The
 * validator is a chunk of its own, loaded after the widget has drawn: it guards against bad documents and is not
 * needed to paint the first screen.
 */
type WidgetModule<T extends WidgetType> = {
  Component: ComponentType<WidgetProps<T>>;
  loadValidator: () => Promise<CompiledValidator>;
} & ModuleDefaults<T>;

/**
 * A widget type whose schema gives defaults exports them from its module (re-exported from
 * src/generated/widgetDefaults/<type>.ts), so they load with the widget, not with the first screen's code.
 */
type ModuleDefaults<T extends WidgetType> = [WidgetDefaultKeys[T]] extends [never]
  ? { defaults?: undefined }
  : { defaults: Given<WidgetPropsMap[T], WidgetDefaultKeys[T]> };

/** Loads a widget's module the first time a screen uses the type. */
type WidgetLoader<T extends WidgetType> = () => Promise<WidgetModule<T>>;

/**
 * The widget registry: one loader per schema under schemas/widgets, keyed by type. A mapped type, so a widget
 * without a schema, a schema without a widget, or a component of another type's props does not compile.
 */
export type WidgetRegistry = { [T in WidgetType]: WidgetLoader<T> };

/**
 * A widget module as the renderer draws it from a document. Documents are data: a node's type, props and data
 * binding are strings and objects checked at run time (the props validator, lint:config on data sources and
 * events), not by the compiler, so the renderer holds every module in this one untyped-props form.
 */
export interface RenderableWidget {
  Component: ComponentType<RenderedWidgetProps>;
  loadValidator: () => Promise<CompiledValidator>;
  /** The props its schema gives a `default`, which a node's props are laid over. */
  defaults?: object;
}

/** What the renderer passes to any widget (the typed WidgetProps<T> as seen from the document's side). */
export interface RenderedWidgetProps {
  node: ScreenNode;
  props: unknown;
  data: DataState<unknown> | undefined;
  emit(event: string, payload?: Record<string, unknown>): void;
  handles(event: string): boolean;
  renderSlot(name: string, item?: Record<string, unknown>): ReactNode;
}

/**
 * The one place where a typed module meets untyped documents: its component is drawn with props the validator
 * checked and data from a source lint checked against the widget's contract.
 */
export const renderable = (module: object): RenderableWidget => module as RenderableWidget;

/** Loaders of the widget types a renderer knows (the app passes the whole registry, tests may pass a few). */
export type WidgetLoaders = { readonly [T in WidgetType]?: WidgetLoader<T> };
