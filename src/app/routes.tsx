import { matchRoutes, Navigate, type RouteObject } from 'react-router-dom';
import type { BrandBundle } from '../generated/brand-bundle.ts';
import type { ScreenDocument } from '../generated/screen.ts';
import { Frame } from './Frame.tsx';
import { ScreenView } from './ScreenView.tsx';

/**
 * The route table is data: every path of every screen document, under the frame; anything else goes to the
 * brand's fallback (the spec: unknown paths redirect to /m/home).
 */
export function buildRoutes(bundle: BrandBundle): RouteObject[] {
  const children: RouteObject[] = [];
  const byPath: RouteObject[] = [];
  const screenOf = new Map<RouteObject, ScreenDocument>();
  for (const screen of bundle.screens) {
    for (const path of screen.paths) {
      const route: RouteObject = { path, element: <ScreenView key={screen.id} screen={screen} /> };
      children.push(route);
      byPath.push(route);
      screenOf.set(route, screen);
    }
  }
  children.push({ path: '*', element: <Navigate to={bundle.brand.routing.fallback} replace /> });
  // The frame needs the current screen's chrome before the outlet renders it. The frame renders on many store
  // changes; matching ranks the whole table each time, so the answers are kept per path.
  const found = new Map<string, ScreenDocument | undefined>();
  const screenFor = (pathname: string): ScreenDocument | undefined => {
    if (!found.has(pathname)) found.set(pathname, screenOf.get(matchRoutes(byPath, pathname)?.at(-1)?.route as RouteObject));
    return found.get(pathname);
  };
  return [{ element: <Frame screenFor={screenFor} />, children }];
}
