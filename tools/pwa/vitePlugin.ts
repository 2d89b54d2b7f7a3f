import type { Plugin } from 'vite';
import { APP_ICON_PREFIX, APP_ICONS, APPLE_TOUCH_ICON_FILE, appIconPath, type AppIconFile, WEB_MANIFEST_PATH } from '../../src/core/brand/appAssetPaths.ts';
import { devBrandOf } from '../brands/devBrand.ts';
import { buildBundle } from '../brands/loadDocuments.ts';
import { renderAppIcons, iconSource } from './icons.ts';
import { webManifest } from './manifest.ts';

const ICON_FILES = new Set<string>(APP_ICONS.map((i) => i.file));

/** One brand's manifest text and icon files, from its composed documents. */
async function brandAppFiles(screensDir: string, root: string, brandId: string): Promise<{ manifest: string; icons: Map<AppIconFile, Buffer> }> {
  const { brand } = buildBundle(screensDir, brandId);
  const icons = await renderAppIcons(iconSource(brand, root), brand.theme.tokens['color-bg']);
  return { manifest: JSON.stringify(webManifest(brand)), icons };
}

/**
 * The installable app's files per brand: the page links WEB_MANIFEST_PATH and the icons, one address for every
 * brand. The platform answers them with the host's brand from its published revision (icons drawn at publish,
 * server/src/brands/); the development server answers them with the brand of the request's host.
 */
export function appManifestPlugin(screensDir: string): Plugin {
  let root = process.cwd();
  return {
    name: 'brand-app-manifest',
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml() {
      return [
        // use-credentials: the manifest follows a preview link's cookie, as the page and the brand document do.
        { tag: 'link', attrs: { rel: 'manifest', href: WEB_MANIFEST_PATH, crossorigin: 'use-credentials' }, injectTo: 'head' },
        { tag: 'link', attrs: { rel: 'apple-touch-icon', href: appIconPath(APPLE_TOUCH_ICON_FILE) }, injectTo: 'head' },
        // iOS before 16.4 reads no manifest: this is what opens its home-screen app in its own window (the app
        // then sees navigator.standalone and registers as PWA); Chromium asks for the unprefixed name beside it.
        { tag: 'meta', attrs: { name: 'mobile-web-app-capable', content: 'yes' }, injectTo: 'head' },
        { tag: 'meta', attrs: { name: 'apple-mobile-web-app-capable', content: 'yes' }, injectTo: 'head' },
      ];
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = new URL(req.url ?? '/', 'http://dev').pathname;
        const icon = path.startsWith(APP_ICON_PREFIX) ? path.slice(APP_ICON_PREFIX.length) : null;
        if (path !== WEB_MANIFEST_PATH && !(icon && ICON_FILES.has(icon))) return next();
        brandAppFiles(screensDir, root, devBrandOf(req, screensDir)).then(
          (files) => {
            res.setHeader('Cache-Control', 'no-cache');
            if (icon) {
              res.setHeader('Content-Type', 'image/png');
              res.end(files.icons.get(icon as AppIconFile));
            } else {
              res.setHeader('Content-Type', 'application/manifest+json');
              res.end(files.manifest);
            }
          },
          (err: unknown) => next(err),
        );
      });
    },
  };
}
