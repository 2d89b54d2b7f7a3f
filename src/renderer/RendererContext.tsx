import { createContext, type ReactNode, useContext } from 'react';
import type { ActionCatalog } from './runActions.ts';
import { type BoundDataSource, type DataSourceCatalog, findDataSource } from './dataSource.ts';
import type { WidgetType } from '../generated/registry.ts';
import type { AppEnv } from './env.ts';
import type { CompiledValidator } from '../core/validation/types.ts';
import { yieldToMain } from '../core/yieldToMain.ts';
import type { SavedCopyStore } from './savedCopies.ts';
import { renderable, type RenderableWidget, type WidgetLoaders } from './defineWidget.ts';
import { loadLazyModule } from './lazyModule.ts';

/** Everything the renderer looks names up in. Passed through context: no module-global mutable registry. */
export interface Renderer {
  env: AppEnv;
  /** The widget types this renderer can draw. */
  widgetTypes: readonly WidgetType[];
  actions: ActionCatalog;
  /** The data source a binding names, or undefined for an unknown name. */
  dataSource(name: string): BoundDataSource | undefined;
  /** Development shows operator-readable errors in place; production hides the broken node and reports it. */
  showOperatorErrors: boolean;
  /** Hold `defer` nodes until they near the viewport (the browser); tests and the matrix render everything. */
  deferOffscreen: boolean;
  /** Draw a screen's top first, then the rest a frame later (the browser: see useStepReveal); tests draw all at once. */
  revealInSteps: boolean;
  /**
   * The widget's module, loaded once per type (a stable promise, so React's `use` can suspend on it). A load that
   * failed stays the answer until `reloadWidget`: forgotten at once, each render would start a new load and
   * suspend on it, and a node whose code could not load offline would show its loading state for ever instead of
   * its retry.
   */
  loadWidget(type: string): Promise<RenderableWidget> | null;
  /** Forgets a failed load of the widget's module, so the next `loadWidget` tries afresh (a node's retry). */
  reloadWidget(type: string): void;
  /** Whether nodes' props are validated as they draw (see RendererInput.validateProps). */
  validateProps: boolean;
  /** The widget's props validator: the loaded one at once, else undefined while it loads (then `onLoad`). */
  validatorOf(module: RenderableWidget, onLoad?: () => void): CompiledValidator | undefined;
  /** Waits between the tries of a data source that fails transiently (see readWithRetries); none in tests. */
  readRetryDelaysMs: readonly number[];
  /** The answer of a read the boot preloaded for this data key (see dataKeyString), once in: the first render draws it. */
  preloadedValue(key: string): unknown;
  /**
   * Settles once the first screen's reads the boot started have (answered or failed): the screen's rest waits for
   * it (see useStepReveal), so a form is drawn with its rules, not as a placeholder of a guessed height that then
   * changes. Settled at once outside the boot.
   */
  bootReadsSettled: Promise<unknown>;
  /** Where a guest's public lists are kept for offline use (see savedCopies.ts); none in tests. */
  savedCopies?: SavedCopyStore;
}

const RendererContext = createContext<Renderer | null>(null);

export interface RendererInput {
  env: AppEnv;
  widgets: WidgetLoaders;
  actions: ActionCatalog;
  dataSources: DataSourceCatalog;
  showOperatorErrors: boolean;
  deferOffscreen?: boolean;
  revealInSteps?: boolean;
  /** Waits between the tries of a failing data source (the browser: 1 s, 2 s); default none. */
  readRetryDelaysMs?: readonly number[];
  /** Reads the boot preloaded through SWR before the first render, by data key string (see preloadFirstScreen). */
  preloaded?: ReadonlyMap<string, Promise<unknown>>;
  /** Settles once the first screen's data reads the boot started have (see preloadFirstScreen's startData). */
  bootReadsSettled?: Promise<unknown>;
  /**
   * Validate each node's props as it draws (default). Production turns it off: its documents passed lint:config
   * at build, and the background check validates every node's props in a worker (see backgroundCheck), so the
   * main thread never loads a props validator.
   */
  validateProps?: boolean;
  /** Widget modules already loading (see startWidgetLoads), taken over as the module cache. */
  widgetModules?: Map<string, Promise<RenderableWidget>>;
  /** Where a guest's public lists are kept for offline use (the browser: Cache Storage); default none. */
  savedCopies?: SavedCopyStore;
}

/**
 * A module load React's `use` can read without suspending once it has loaded: React reads a promise's
 * `status`/`value` fields when they are set (its thenable protocol). A plain promise suspends on every first
 * `use` even when long resolved; in an urgent (non-transition) render that showed the node's loading fallback
 * and then the widget again, a second commit and layout for nothing.
 */
function tracked<T>(p: Promise<T>): Promise<T> {
  const t = p as Promise<T> & { status?: string; value?: T; reason?: unknown };
  t.status = 'pending';
  // The handlers return nothing: returning `t` would make this derived promise adopt a rejection nobody handles.
  p.then(
    (value) => void Object.assign(t, { status: 'fulfilled', value }),
    (reason: unknown) => void Object.assign(t, { status: 'rejected', reason }),
  );
  return p;
}

/** Whether a document's type string names a widget type of these loaders (their own keys, not Object's). */
const isWidgetType = (loaders: WidgetLoaders, type: string): type is WidgetType => Object.hasOwn(loaders, type);

/** Starts one widget module's load through its registry entry (as the renderer draws it), or null when unknown. */
function loadFrom(loaders: WidgetLoaders, type: string): Promise<RenderableWidget> | null {
  if (!isWidgetType(loaders, type)) return null;
  const load: (() => Promise<object>) | undefined = loaders[type];
  // Each entry's module is typed for its own type; the renderer draws it from a document (see renderable).
  // Offline without a service worker nothing is asked for (a failed chunk would stay failed for the page's life):
  // the node offers its retry, which loads it once the network is back (lazyModule.ts).
  return load ? tracked(loadLazyModule(load).then(renderable)) : null;
}

/**
 * Starts loading the modules of these widget types at once, in parallel. Boot calls it with the first screen's
 * types as soon as the brand documents are in: otherwise each module is only asked for when React reaches its
 * node, and nested widgets (a tab's rows inside the category menu) load one round trip after their parent.
 */
export function startWidgetLoads(loaders: WidgetLoaders, types: Iterable<string>): Map<string, Promise<RenderableWidget>> {
  const started = new Map<string, Promise<RenderableWidget>>();
  for (const type of types) {
    const p = loadFrom(loaders, type);
    if (!p) continue;
    // A failed load is reported where the node draws (its error boundary); here it must not be unhandled.
    p.catch(() => undefined);
    started.set(type, p);
  }
  return started;
}

/** How many widget modules boot asks for per task (see startWidgetLoadsInSlices). */
const WIDGET_LOADS_PER_TASK = 4;

/**
 * startWidgetLoads, a few types per task, in the order given (the screen's top first). Each import() has Vite's
 * helper append a <link rel=modulepreload> per dependency, each starting a request: a member screen's dozen
 * modules at once made one of start-up's longest tasks, and Lighthouse counts every task over 50 ms (at 4x CPU)
 * as blocking time. The requests go out a task later at most; the network is slower than that.
 */
export async function startWidgetLoadsInSlices(
  loaders: WidgetLoaders,
  types: Iterable<string>,
  perTask = WIDGET_LOADS_PER_TASK,
): Promise<Map<string, Promise<RenderableWidget>>> {
  const all = [...types];
  const started = new Map<string, Promise<RenderableWidget>>();
  for (let i = 0; i < all.length; i += perTask) {
    if (i > 0) await yieldToMain();
    for (const [type, p] of startWidgetLoads(loaders, all.slice(i, i + perTask))) started.set(type, p);
  }
  return started;
}

/** Builds the lookup maps and the per-type module cache once per app (or per test). */
export function createRenderer(input: RendererInput): Renderer {
  const modules = input.widgetModules ?? new Map<string, Promise<RenderableWidget>>();
  // Types whose cached load has failed (offline): kept as the answer until a retry asks afresh.
  const failedWidgets = new Set<string>();
  const watchLoad = (type: string, p: Promise<RenderableWidget>) =>
    p.catch(() => {
      if (modules.get(type) === p) failedWidgets.add(type);
    });
  for (const [type, p] of modules) watchLoad(type, p);
  const validators = new WeakMap<RenderableWidget, CompiledValidator>();
  const pending = new WeakMap<RenderableWidget, Promise<CompiledValidator>>();
  const answered = new Map<string, unknown>();
  for (const [key, p] of input.preloaded ?? [])
    p.then(
      (v) => answered.set(key, v),
      () => undefined,
    );
  const validateProps = input.validateProps !== false;
  const loadValidator = (module: RenderableWidget): Promise<CompiledValidator> => {
    let p = pending.get(module);
    if (!p) {
      p = loadLazyModule(() => module.loadValidator()).then((v) => {
        validators.set(module, v);
        return v;
      });
      pending.set(module, p);
    }
    return p;
  };
  return {
    env: input.env,
    widgetTypes: Object.keys(input.widgets).filter((t) => isWidgetType(input.widgets, t)),
    actions: input.actions,
    dataSource: (name) => findDataSource(input.dataSources, name),
    showOperatorErrors: input.showOperatorErrors,
    deferOffscreen: input.deferOffscreen === true,
    revealInSteps: input.revealInSteps === true,
    readRetryDelaysMs: input.readRetryDelaysMs ?? [],
    preloadedValue: (key) => answered.get(key),
    bootReadsSettled: input.bootReadsSettled ?? Promise.resolve(),
    savedCopies: input.savedCopies,
    validateProps,
    validatorOf(module, onLoad) {
      if (!validateProps) return undefined;
      const v = validators.get(module);
      // A validator that fails to load (offline) leaves the node drawn unvalidated: it is only a safety net.
      if (!v)
        void loadValidator(module).then(
          () => onLoad?.(),
          () => undefined,
        );
      return v;
    },
    loadWidget(type) {
      let p = modules.get(type);
      if (!p) {
        const started = loadFrom(input.widgets, type);
        if (!started) return null;
        p = started;
        modules.set(type, p);
        watchLoad(type, started);
      }
      return p;
    },
    reloadWidget(type) {
      if (failedWidgets.delete(type)) modules.delete(type);
    },
  };
}

/** Loads every widget module up front (the screen matrix uses it so snapshots never catch a loading state). */
export async function preloadWidgets(renderer: Renderer): Promise<void> {
  const modules = await Promise.all(renderer.widgetTypes.map((t) => renderer.loadWidget(t)));
  if (!renderer.validateProps) return;
  await Promise.all(modules.map((m) => m && new Promise<void>((resolve) => (renderer.validatorOf(m, resolve) ? resolve() : undefined))));
}

export function RendererProvider({ renderer, children }: { renderer: Renderer; children: ReactNode }) {
  return <RendererContext.Provider value={renderer}>{children}</RendererContext.Provider>;
}

/** The waits between tries of a failing read (none outside a renderer, as in a hook's own test). */
export function useReadRetryDelays(): readonly number[] {
  return useContext(RendererContext)?.readRetryDelaysMs ?? NO_RETRIES;
}
const NO_RETRIES: readonly number[] = [];

export function useRenderer(): Renderer {
  const r = useContext(RendererContext);
  if (!r) throw new Error('useRenderer outside RendererProvider');
  return r;
}
