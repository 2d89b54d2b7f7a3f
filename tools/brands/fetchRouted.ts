import type { APIResponse, Route } from '@playwright/test';

/**
 * `route.fetch()` for a page on a brand host such as royal.localhost. Chromium sends every `*.localhost` name to
 * the loopback address by itself, but a routed request is fetched again from Node, whose resolver (glibc) knows
 * only `localhost`. So the request goes to 127.0.0.1 with its original Host header, which is all the server reads
 * to pick the brand.
 */
export function fetchRouted(route: Route): Promise<APIResponse> {
  const request = route.request();
  const url = new URL(request.url());
  if (!url.hostname.endsWith('.localhost')) return route.fetch();
  const host = url.host;
  url.hostname = '127.0.0.1';
  return route.fetch({ url: url.href, headers: { ...request.headers(), host } });
}
