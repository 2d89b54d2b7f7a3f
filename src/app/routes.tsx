import type { ReactNode } from 'react';
import { matchRoutes, Navigate, useLocation, type RouteObject } from 'react-router-dom';
import type { BrandBundle } from '../generated/brand-bundle.ts';
import type { ScreenDocument } from '../generated/screen.ts';
import { Frame } from './Frame.tsx';
import { ScreenView } from './ScreenView.tsx';

/** A path as react-router compares static segments: decoded, any case, without a trailing slash. */
const staticKey = (pathname: string): string => {
  let decoded = pathname;
  try {
    decoded = decodeURI(pathname);
  } catch {
    // A malformed escape stays as it came (react-router does the same).
  }
  return decoded.toLowerCase().replace(/\/+$/, '') || '/';
};
const isPattern = (path: string) => /[:*]/.test(path);

/**
 * The route table is data: every path of every screen document, under the frame; anything else goes to the
 * brand's fallback (the spec: unknown paths redirect to /m/home).
 *
 * Plain paths (all of them in the shipped documents) are looked up in a map. Handed to react-router, its
 * matching compiled and ranked a pattern per path (~70) on every navigation, twice (here and for the frame's
 * chrome): ~10% of the first screen's render on a cold start. Paths with params or splats still go through
 * react-router; a plain path wins over them, as react-router ranks it.
 */
export function buildRoutes(bundle: BrandBundle): RouteObject[] {
  const plain = new Map<string, ScreenDocument>();
  const patterned: RouteObject[] = [];
  const screenOf = new Map<RouteObject, ScreenDocument>();
  for (const screen of bundle.screens) {
    for (const path of screen.paths) {
      if (!isPattern(path)) {
        if (!plain.has(staticKey(path))) plain.set(staticKey(path), screen);
        continue;
      }
      const route: RouteObject = { path, element: <PlainOr screen={screen} plain={plain} /> };
      patterned.push(route);
      screenOf.set(route, screen);
    }
  }
  const fallback = <Navigate to={bundle.brand.routing.fallback} replace />;
  const children: RouteObject[] = [...patterned, { path: '*', element: <PlainOr plain={plain} otherwise={fallback} /> }];
  // The frame needs the current screen's chrome before the outlet renders it, on every store change: kept per path.
  const found = new Map<string, ScreenDocument | undefined>();
  const screenFor = (pathname: string): ScreenDocument | undefined => {
    if (!found.has(pathname)) {
      const screen = plain.get(staticKey(pathname)) ?? screenOf.get(matchRoutes(patterned, pathname)?.at(-1)?.route as RouteObject);
      found.set(pathname, screen);
    }
    return found.get(pathname);
  };
  return [{ element: <Frame screenFor={screenFor} />, children }];
}

/** The screen at a plain path if there is one, else the route's own screen (or the fallback redirect). */
function PlainOr({ plain, screen, otherwise }: { plain: ReadonlyMap<string, ScreenDocument>; screen?: ScreenDocument; otherwise?: ReactNode }) {
  const { pathname } = useLocation();
  const shown = plain.get(staticKey(pathname)) ?? screen;
  return shown ? <ScreenView key={shown.id} screen={shown} /> : otherwise;
}
