import { createContext, type ReactNode, useContext } from 'react';
import type { ActionCatalog } from '../core/actions/runActions.ts';
import type { DataSourceDefinition } from '../core/data/types.ts';
import type { AppEnv } from '../core/env.ts';
import type { CompiledValidator } from '../core/validation/types.ts';
import type { WidgetDefinition, WidgetModule } from './defineWidget.ts';

/** Everything the renderer looks names up in. Passed through context: no module-global mutable registry. */
export interface Renderer {
  env: AppEnv;
  widgets: ReadonlyMap<string, WidgetDefinition>;
  actions: ActionCatalog;
  dataSources: ReadonlyMap<string, DataSourceDefinition<never, unknown>>;
  /** Development shows operator-readable errors in place; production hides the broken node and reports it. */
  showOperatorErrors: boolean;
  /** Hold `defer` nodes until they near the viewport (the browser); tests and the matrix render everything. */
  deferOffscreen: boolean;
  /** Draw a screen's top first, then the rest a frame later (the browser: see useStepReveal); tests draw all at once. */
  revealInSteps: boolean;
  /** The widget's module, loaded once per type (a stable promise, so React's `use` can suspend on it). */
  loadWidget(type: string): Promise<WidgetModule<unknown>> | null;
  /** Whether nodes' props are validated as they draw (see RendererInput.validateProps). */
  validateProps: boolean;
  /** The widget's props validator: the loaded one at once, else undefined while it loads (then `onLoad`). */
  validatorOf(module: WidgetModule<unknown>, onLoad?: () => void): CompiledValidator | undefined;
  /** A fetch started before the first render for this data key (see dataKeyString), handed out once. */
  takePrefetched(key: string): Promise<unknown> | undefined;
  /** Its answer, once in: the first render draws it at once instead of in a second pass. */
  prefetchedValue(key: string): unknown;
}

const RendererContext = createContext<Renderer | null>(null);

export interface RendererInput {
  env: AppEnv;
  widgets: readonly WidgetDefinition[];
  actions: ActionCatalog;
  dataSources: readonly DataSourceDefinition<never, unknown>[];
  showOperatorErrors: boolean;
  deferOffscreen?: boolean;
  revealInSteps?: boolean;
  /** Fetches started before the first render, by data key string. */
  prefetched?: Map<string, Promise<unknown>>;
  /**
   * Validate each node's props as it draws (default). Production turns it off: its documents passed lint:config
   * at build, and the background check validates every node's props in a worker (see backgroundCheck), so the
   * main thread never loads a props validator.
   */
  validateProps?: boolean;
  /** Widget modules already loading (see startWidgetLoads), taken over as the module cache. */
  widgetModules?: Map<string, Promise<WidgetModule<unknown>>>;
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

/**
 * Starts loading the modules of these widget types at once, in parallel. Boot calls it with the first screen's
 * types as soon as the brand documents are in: otherwise each module is only asked for when React reaches its
 * node, and nested widgets (a tab's rows inside the category menu) load one round trip after their parent.
 */
export function startWidgetLoads(definitions: readonly WidgetDefinition[], types: Iterable<string>): Map<string, Promise<WidgetModule<unknown>>> {
  const started = new Map<string, Promise<WidgetModule<unknown>>>();
  for (const type of types) {
    const def = definitions.find((d) => d.type === type);
    if (!def) continue;
    const p = tracked(def.load());
    // A failed load is reported where the node draws (its error boundary); here it must not be unhandled.
    p.catch(() => undefined);
    started.set(type, p);
  }
  return started;
}

/** Builds the lookup maps and the per-type module cache once per app (or per test). */
export function createRenderer(input: RendererInput): Renderer {
  const widgets = new Map(input.widgets.map((w) => [w.type, w]));
  const modules = input.widgetModules ?? new Map<string, Promise<WidgetModule<unknown>>>();
  const validators = new WeakMap<WidgetModule<unknown>, CompiledValidator>();
  const pending = new WeakMap<WidgetModule<unknown>, Promise<CompiledValidator>>();
  const answered = new Map<string, unknown>();
  for (const [key, p] of input.prefetched ?? []) p.then((v) => answered.set(key, v), () => undefined);
  const validateProps = input.validateProps !== false;
  const loadValidator = (module: WidgetModule<unknown>): Promise<CompiledValidator> => {
    let p = pending.get(module);
    if (!p) {
      p = module.loadValidator().then((v) => {
        validators.set(module, v);
        return v;
      });
      pending.set(module, p);
    }
    return p;
  };
  return {
    env: input.env,
    widgets,
    actions: input.actions,
    dataSources: new Map(input.dataSources.map((d) => [d.name, d])),
    showOperatorErrors: input.showOperatorErrors,
    deferOffscreen: input.deferOffscreen === true,
    revealInSteps: input.revealInSteps === true,
    takePrefetched(key) {
      const p = input.prefetched?.get(key);
      input.prefetched?.delete(key);
      return p;
    },
    prefetchedValue: (key) => answered.get(key),
    validateProps,
    validatorOf(module, onLoad) {
      if (!validateProps) return undefined;
      const v = validators.get(module);
      // A validator that fails to load (offline) leaves the node drawn unvalidated: it is only a safety net.
      if (!v) void loadValidator(module).then(() => onLoad?.(), () => undefined);
      return v;
    },
    loadWidget(type) {
      const def = widgets.get(type);
      if (!def) return null;
      let p = modules.get(type);
      if (!p) {
        p = tracked(def.load());
        modules.set(type, p);
      }
      return p;
    },
  };
}

/** Loads every widget module up front (the screen matrix uses it so snapshots never catch a loading state). */
export async function preloadWidgets(renderer: Renderer): Promise<void> {
  const modules = await Promise.all([...renderer.widgets.keys()].map((t) => renderer.loadWidget(t)));
  if (!renderer.validateProps) return;
  await Promise.all(modules.map((m) => m && new Promise<void>((resolve) => (renderer.validatorOf(m, resolve) ? resolve() : undefined))));
}

export function RendererProvider({ renderer, children }: { renderer: Renderer; children: ReactNode }) {
  return <RendererContext.Provider value={renderer}>{children}</RendererContext.Provider>;
}

export function useRenderer(): Renderer {
  const r = useContext(RendererContext);
  if (!r) throw new Error('useRenderer outside RendererProvider');
  return r;
}
