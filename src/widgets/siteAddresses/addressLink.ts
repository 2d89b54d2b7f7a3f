/** A host as a link a browser opens: this page's scheme and port (none on the standard ones), the host's root. */
export function addressLink(host: string, page: Pick<Location, 'protocol' | 'port'>): string {
  return `${page.protocol}//${host}${page.port ? `:${page.port}` : ''}/`;
}
