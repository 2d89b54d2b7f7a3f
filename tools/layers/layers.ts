/**
 * The layers of src/, lowest first, and what each may import. An import may only point down (or sideways where
 * listed): core knows nothing of React or the app's state, widgets never import actions or the app, and so on.
 * `npm test` checks every import of src/ against this table (tests/tools/layers.test.ts).
 */
export const LAYERS = {
  /** Types and validators generated from schemas/. */
  generated: [],
  /** Framework-free rules: brand composition, conditions, params, access, scheduling, the platform API's interface. */
  core: ['generated'],
  /** The platform client: wire requests from the call catalog, envelope, encryption. */
  api: ['core', 'generated'],
  /** The app store, its initial state and the browser storage keys. */
  state: ['core', 'generated'],
  /** i18next set-up. */
  i18n: ['core', 'generated'],
  /** The document runtime: env, actions and data sources as definitions, conditions' context, NodeView. */
  renderer: ['core', 'state', 'i18n', 'generated'],
  /** Shared UI pieces widgets and the frame draw with (icons, modal focus, brand context, layout primitives). */
  ui: ['renderer', 'core', 'state', 'i18n', 'generated'],
  /** Product logic below actions and widgets: games (favourites, launch), account (form events, remembered login), site. */
  domain: ['api', 'renderer', 'core', 'state', 'i18n', 'generated'],
  /** Named data sources documents bind. */
  data: ['domain', 'api', 'renderer', 'core', 'state', 'i18n', 'generated'],
  /** Named actions documents run. */
  actions: ['domain', 'api', 'renderer', 'core', 'state', 'i18n', 'generated'],
  /** One folder per widget type. */
  widgets: ['ui', 'domain', 'renderer', 'core', 'state', 'i18n', 'generated'],
  /** The service worker (its own thread, its own bundle): caching rules over core's addresses, nothing of the app. */
  sw: ['core', 'generated'],
  /** The operator studio (/studio, its own Vite entry): edits brand overlays; nothing of the player app. */
  studio: ['core', 'generated'],
  /** Boot, router, frame and chrome: puts every layer together. */
  app: ['widgets', 'actions', 'data', 'domain', 'ui', 'renderer', 'api', 'core', 'state', 'i18n', 'generated'],
} as const satisfies Record<string, readonly string[]>;

export type Layer = keyof typeof LAYERS;

export const isLayer = (name: string): name is Layer => Object.hasOwn(LAYERS, name);
