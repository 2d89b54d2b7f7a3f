/** A small LRU with a time limit, for answers that change rarely (catalogue pages, vendor lanes). */
export class TtlCache<V> {
  private readonly items = new Map<string, { at: number; value: V }>();

  constructor(
    private readonly maxItems: number,
    private readonly ttlMs: number,
  ) {}

  get(key: string): V | undefined {
    const hit = this.items.get(key);
    if (!hit) return undefined;
    if (Date.now() - hit.at > this.ttlMs) {
      this.items.delete(key);
      return undefined;
    }
    this.items.delete(key);
    this.items.set(key, hit);
    return hit.value;
  }

  set(key: string, value: V): void {
    this.items.delete(key);
    this.items.set(key, { at: Date.now(), value });
    if (this.items.size > this.maxItems) this.items.delete(this.items.keys().next().value as string);
  }

  clear(): void {
    this.items.clear();
  }
}
