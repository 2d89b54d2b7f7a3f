import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { withBrandHead, withLandingPreloads } from '../../server/src/http/brandHead.ts';
import { buildBundle } from '../../tools/brands/loadDocuments.ts';

const INDEX = readFileSync(join(process.cwd(), 'index.html'), 'utf8');
const SCREENS = join(process.cwd(), 'screens');

describe('withBrandHead: the served page names its own brand', () => {
  it("writes the brand's name as the title and its icon as the page icon, once each", () => {
    const royal = buildBundle(SCREENS, 'royal').brand;
    const html = withBrandHead(INDEX, { name: royal.name, icon: royal.icon });
    expect(html).toContain('<title>Royal PH</title>');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/rel="icon"/g)).toHaveLength(1);
    expect(html).toContain(`<link rel="icon" href="${royal.icon?.replace(/&/g, '&amp;')}" />`);
    expect(html).not.toContain('Mobile lobby');
  });

  it('every brand has an icon (the base default or its own), and royal has its own', () => {
    const lucky = buildBundle(SCREENS, 'lucky').brand;
    const royal = buildBundle(SCREENS, 'royal').brand;
    expect(lucky.icon).toMatch(/^data:image\/svg\+xml,/);
    expect(royal.icon).toMatch(/^data:image\/svg\+xml,/);
    expect(royal.icon).not.toBe(lucky.icon);
  });

  it("writes the brand's background colour as the theme colour (the browser bar and the installed app's window)", () => {
    const royal = buildBundle(SCREENS, 'royal').brand;
    const html = withBrandHead(INDEX, { name: royal.name, themeColor: royal.theme.tokens['color-bg'] });
    expect(html).toContain(`<meta name="theme-color" content="${royal.theme.tokens['color-bg']}" />`);
    expect(html.match(/name="theme-color"/g)).toHaveLength(1);
    expect(withBrandHead(INDEX, { name: 'x', themeColor: '#fff"><script>' })).not.toContain('<script>');
  });

  it('escapes operator text, so a name or icon cannot open an element', () => {
    const html = withBrandHead(INDEX, { name: 'A & B </title><script>x()</script>', icon: '/i.svg"><script>y()</script>' });
    expect(html).toContain('<title>A &amp; B &lt;/title&gt;&lt;script&gt;x()&lt;/script&gt;</title>');
    expect(html).toContain('<link rel="icon" href="/i.svg&quot;&gt;&lt;script&gt;y()&lt;/script&gt;" />');
    expect(html).not.toContain('<script>');
  });

  it('keeps the page icon when the brand has none, and adds title and icon to a head without them', () => {
    expect(withBrandHead(INDEX, { name: 'Lucky88' })).toContain('<link rel="icon" href="data:," />');
    const bare = withBrandHead('<html><head></head><body></body></html>', { name: 'Lucky88', icon: '/favicon.svg' });
    expect(bare).toMatch(/<head>\s*<title>Lucky88<\/title>\s*<link rel="icon" href="\/favicon.svg" \/>\s*<\/head>/);
  });
});

describe('withLandingPreloads: only the landing screen preloads the landing chunk', () => {
  // As the build writes them (landingPreloadPlugin): the common widgets' chunk for every page, the landing ones marked.
  const BUILT = [
    '<head>',
    '    <link rel="modulepreload" crossorigin="" href="/assets/start-a.js">',
    '    <link rel="modulepreload" crossorigin="" href="/assets/landing-b.js" data-landing="">',
    '    <link rel="modulepreload" crossorigin="" href="/assets/landing-shared-c.js" data-landing="">',
    '  </head>',
  ].join('\n');

  it('keeps them on the landing path and the entry paths that lead there', () => {
    for (const path of ['/m/home', '/m/home/', '/', '/m', '/m/']) expect(withLandingPreloads(BUILT, path, '/m/home')).toBe(BUILT);
  });

  it('drops them, and only them, on any other screen', () => {
    const login = withLandingPreloads(BUILT, '/m/login', '/m/home');
    expect(login).not.toContain('landing-');
    expect(login).toContain('href="/assets/start-a.js"');
    expect(login).toBe('<head>\n    <link rel="modulepreload" crossorigin="" href="/assets/start-a.js">\n  </head>');
    expect(withLandingPreloads(BUILT, '/m/home', '/m/lobby')).not.toContain('landing-');
  });
});
