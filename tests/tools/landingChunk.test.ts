import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { commonWidgetTypes, isCommonWidgetModule, landingChunkNamer, landingFiles, landingWidgetTypes, readBundles } from '../../tools/brands/landingChunk.ts';

const SRC = '/app/src';
const w = (type: string, file: string) => `${SRC}/widgets/${type}/${file}`;

/** A module graph: id -> static importers and dynamic importers. */
function graph(edges: Record<string, { importers?: string[]; dynamicImporters?: string[] }>) {
  return { getModuleInfo: (id: string) => (edges[id] ? { importers: edges[id].importers ?? [], dynamicImporters: edges[id].dynamicImporters ?? [] } : null) };
}

describe('the landing chunk', () => {
  it('takes its widget types from every brand landing screen, deferred blocks left out', () => {
    const types = landingWidgetTypes(readBundles(join(import.meta.dirname, '..', '..', 'screens')));
    expect(types).toContain('bannerCarousel');
    expect(types).toContain('gameRow');
    expect(types).not.toContain('winnersBoard');
    expect(types).not.toContain('form');
  });

  it('puts the widgets most screens draw in their own small chunk: the bars and layout, not one screen kind', () => {
    const types = commonWidgetTypes(readBundles(join(import.meta.dirname, '..', '..', 'screens')));
    for (const t of ['navItem', 'stack', 'button']) expect(types).toContain(t);
    for (const t of ['form', 'bannerCarousel', 'gameLobby']) expect(types).not.toContain(t);
  });

  it('holds the landing widgets and what only they import; what others share goes to landing-shared; lazy parts stay out', () => {
    const g = graph({
      [w('bannerCarousel', 'module.ts')]: { dynamicImporters: [`${SRC}/widgets/index.ts`] },
      [w('bannerCarousel', 'BannerCarousel.tsx')]: { importers: [w('bannerCarousel', 'module.ts')] },
      // Loaded on purpose after the page has loaded: must stay its own file.
      [w('bannerCarousel', 'swiper.ts')]: { dynamicImporters: [w('bannerCarousel', 'BannerCarousel.tsx')] },
      // Only landing widgets use it.
      [w('shared', 'home/motion.ts')]: { importers: [w('bannerCarousel', 'BannerCarousel.tsx')] },
      // A home row part another widget draws too (not a lobby): shared, in the home's file.
      [w('shared', 'home/GameCarousel.tsx')]: { importers: [w('bannerCarousel', 'BannerCarousel.tsx'), w('hotGamesBlock', 'HotGamesBlock.tsx')] },
      // The lobby uses it too: in the landing chunk it would make the lobby load that chunk.
      [w('shared', 'game/GameTile.tsx')]: { importers: [w('bannerCarousel', 'BannerCarousel.tsx'), w('gameLobby', 'GameLobby.tsx')] },
      // Imported by a shared module only: shared as well.
      [w('shared', 'game/launch.ts')]: { importers: [w('shared', 'game/GameTile.tsx')] },
      [w('gameLobby', 'GameLobby.tsx')]: { importers: [w('gameLobby', 'module.ts')] },
      '/app/node_modules/swiper/swiper.mjs': { importers: [w('bannerCarousel', 'swiper.ts')] },
      // The widget's schema defaults (generated), re-exported by its module: with the widget.
      [`${SRC}/generated/widgetDefaults/bannerCarousel.ts`]: { importers: [w('bannerCarousel', 'module.ts')] },
      // In the widget's folder, but imported only by its lazily loaded part: loads with that part.
      [w('bannerCarousel', 'useSlides.ts')]: { importers: [w('bannerCarousel', 'swiper.ts')] },
    });
    const name = landingChunkNamer(new Set(['bannerCarousel']));
    expect(name(w('bannerCarousel', 'module.ts'), g)).toBe('landing');
    expect(name(w('bannerCarousel', 'BannerCarousel.tsx'), g)).toBe('landing');
    expect(name(w('shared', 'home/motion.ts'), g)).toBe('landing');
    expect(name(w('bannerCarousel', 'swiper.ts'), g)).toBeNull();
    expect(name(w('bannerCarousel', 'useSlides.ts'), g)).toBeNull();
    expect(name(`${SRC}/generated/widgetDefaults/bannerCarousel.ts`, g)).toBe('landing');
    expect(name(w('shared', 'game/GameTile.tsx'), g)).toBe('landing-shared');
    expect(name(w('shared', 'game/launch.ts'), g)).toBe('landing-shared');
    expect(name(w('shared', 'home/GameCarousel.tsx'), g)).toBe('landing-home');
    expect(name(w('gameLobby', 'GameLobby.tsx'), g)).toBeNull();
    expect(name('/app/node_modules/swiper/swiper.mjs', g)).toBeNull();
  });

  it("the common widgets' group holds their folders and their generated defaults, not their validators", () => {
    const common = isCommonWidgetModule(new Set(['stack']));
    expect(common(w('stack', 'Stack.tsx'))).toBe(true);
    expect(common(`${SRC}/generated/widgetDefaults/stack.ts`)).toBe(true);
    expect(common(`${SRC}/generated/validators/widgets/stack.js`)).toBe(false);
    expect(common(w('gameRow', 'GameRow.tsx'))).toBe(false);
  });

  it('index.html preloads the landing chunk and what it imports, not what the page already links', () => {
    const bundle = {
      'assets/index-a.js': { type: 'chunk', name: 'index', fileName: 'assets/index-a.js', imports: ['assets/react-b.js'] },
      'assets/react-b.js': { type: 'chunk', name: 'react', fileName: 'assets/react-b.js', imports: [] },
      'assets/landing-c.js': { type: 'chunk', name: 'landing', fileName: 'assets/landing-c.js', imports: ['assets/react-b.js', 'assets/tile-d.js'] },
      'assets/tile-d.js': { type: 'chunk', name: 'tile', fileName: 'assets/tile-d.js', imports: ['assets/landing-c.js'] },
      'assets/style.css': { type: 'asset', fileName: 'assets/style.css' },
    };
    expect(landingFiles(bundle, new Set(['assets/index-a.js', 'assets/react-b.js']))).toEqual(['assets/landing-c.js', 'assets/tile-d.js']);
    expect(landingFiles({ 'assets/index-a.js': bundle['assets/index-a.js'] }, new Set())).toEqual([]);
  });
});
