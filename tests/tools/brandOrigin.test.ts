import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { brandOrigin } from '../../tools/brands/brandOrigin.ts';
import { readHosts } from '../../tools/brands/loadDocuments.ts';

const HOSTS = readHosts(join(process.cwd(), 'screens'));

describe('brandOrigin: where tests and tools reach a brand', () => {
  it("keeps the server's own origin when its host already selects the brand", () => {
    expect(brandOrigin(HOSTS, 'http://localhost:8181', 'lucky')).toBe('http://localhost:8181');
    expect(brandOrigin(HOSTS, 'http://127.0.0.1:8182/m/home', 'lucky')).toBe('http://127.0.0.1:8182');
  });

  it("moves to the brand's *.localhost host on the same port otherwise", () => {
    expect(brandOrigin(HOSTS, 'http://localhost:8181', 'royal')).toBe('http://royal.localhost:8181');
    expect(brandOrigin(HOSTS, 'http://127.0.0.1:41234', 'royal')).toBe('http://royal.localhost:41234');
    expect(brandOrigin(HOSTS, 'http://royal.localhost:8181', 'lucky')).toBe('http://lucky.localhost:8181');
  });

  it('a host the map does not know serves the default brand', () => {
    expect(brandOrigin({ default: 'lucky', hosts: { 'royal.localhost': 'royal' } }, 'http://example.test:80', 'lucky')).toBe('http://example.test');
  });

  it('refuses a brand no *.localhost host maps to', () => {
    expect(() => brandOrigin({ default: 'lucky', hosts: { 'royal.example.com': 'royal' } }, 'http://localhost:8181', 'royal')).toThrow(/royal/);
  });
});
