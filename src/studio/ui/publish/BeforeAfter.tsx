import { useState } from 'react';
import type { BrandBundle } from '../../../generated/brand-bundle.ts';
import type { ChangedScreen } from '../../draft/index.ts';
import { plural } from '../../plural.ts';
import { PreviewFrame } from './PreviewFrame.tsx';
import './publish.css';

export interface BeforeAfterProps {
  /** Every screen the draft changes: changedScreens(bundleBefore, bundleAfter). */
  screens: ChangedScreen[];
  /** The published revision composed on the deployed _base. */
  bundleBefore: BrandBundle;
  /** The draft composed on the deployed _base. */
  bundleAfter: BrandBundle;
  /** The brand id the previews show (the server serves it to an operator's ?studio= page). */
  brand: string;
  /** How many pairs show before "Show more": a theme change touches every screen, and each frame is a whole app. */
  pageSize?: number;
}

/** The player app's address of a route under /m/, as a studio preview of `brand`. */
export function previewAddress(path: string, brand: string): string {
  const route = path.replace(/^\/?(m\/)?/, '').replace(/^\/+/, '');
  const [pathname, query = ''] = route.split('?');
  const params = new URLSearchParams(query);
  params.set('studio', brand);
  return `/m/${pathname}?${params.toString()}`;
}

/** Before | after previews of each screen the draft changes, side by side, in the real player app. */
export function BeforeAfter({ screens, bundleBefore, bundleAfter, brand, pageSize = 3 }: BeforeAfterProps) {
  const [shown, setShown] = useState(pageSize);
  const rest = screens.length - shown;
  return (
    <section className="studio-before-after" aria-labelledby="studio-before-after-heading">
      <h2 id="studio-before-after-heading">Before and after</h2>
      {screens.length === 0 ? (
        <p>The draft changes no screen.</p>
      ) : (
        <ul className="studio-before-after-list">
          {screens.slice(0, shown).map(({ screen, path }) => {
            const src = previewAddress(path, brand);
            return (
              <li key={screen} className="studio-before-after-pair" aria-label={`Screen ${screen}`}>
                <PreviewFrame title={`Before: ${screen}`} src={src} bundle={bundleBefore} />
                <PreviewFrame title={`After: ${screen}`} src={src} bundle={bundleAfter} />
              </li>
            );
          })}
        </ul>
      )}
      {rest > 0 && (
        <button type="button" className="studio-before-after-more" onClick={() => setShown((n) => n + pageSize)}>
          Show {Math.min(rest, pageSize)} more of {plural(rest, 'changed screen')}
        </button>
      )}
    </section>
  );
}
