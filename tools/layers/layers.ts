/**
 * The layers of src/, lowest first, and what each may import. An import may only point down (or sideways where
 * listed): core knows nothing of React or the app's state, widgets never import actions or the app, and so on.
 * `npm test` checks every import of src/, server/ and tools/ against these tables (tests/tools/layers.test.ts).
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

/**
 * The contract: the parts of src/ that app and server share, each framework-free and imported by both. Everything
 * in it imports only the contract (generated < core, and encryption imports nothing of the app).
 */
export const CONTRACT = [
  /** The call catalogue, the types and validators generated from schemas/ (documents and platform calls). */
  'src/generated',
  /** Pure rules: brand composition and selection, migrations, asset and document paths, seeded random, patterns. */
  'src/core',
  /** The body encryption schemes (legacy DES, RSA-OAEP + AES-GCM, the service path): app encrypts, server decrypts. */
  'src/api/encryption',
] as const;

/**
 * Outside src/: server/ imports of src/ only the contract, and every tools/ module it imports (the build's lint,
 * document loaders and PWA manifest, which guard and serve what it publishes) is held to the same rule, through
 * whatever tools/ modules those import. tools/ (build and test time programs) import the contract, server/ (the
 * test and bench servers and the operator CLI run the reference server) and each other; of the rest of src/ only
 * what this table lists, file by file, each for its reason. Nothing in src/ imports server/ or tools/.
 */
export const TOOL_EXCEPTIONS: readonly { tool: string; imports: readonly string[]; why: string }[] = [
  {
    tool: 'tools/bench/api.ts',
    imports: ['src/api/client.ts', 'src/api/wireRequest.ts'],
    why: 'the API bench measures the calls as the app sends them, through its own client and wire encoding',
  },
  {
    tool: 'tools/bench/lighthouse.ts',
    imports: ['src/api/client.ts', 'src/state/storageKeys.ts'],
    why: 'signs in with the app’s client and seeds the session under the storage key the app reads',
  },
  {
    tool: 'tools/visual/page.ts',
    imports: ['src/api/client.ts'],
    why: 'the visual matrix signs in with the app’s own client, so pictures show what a member sees',
  },
  {
    tool: 'tools/bench/bundles.ts',
    imports: ['src/renderer/conditionContext.ts', 'src/state/appState.ts'],
    why: 'the first-screen JS budgets evaluate `when` on the context boot builds, or they would count other widgets',
  },
  {
    tool: 'tools/visual/fullPage.ts',
    imports: ['src/renderer/DeferredNode.tsx'],
    why: 'full-page shots wait out the renderer’s own defer timeout (DEFER_WAIT_MS)',
  },
];

/** src/widgets/<a>/ imports no other widget's folder: only these, the widgets' shared folder and the registry. */
export const WIDGETS_SHARED = ['src/widgets/shared', 'src/widgets/index.ts'] as const;
