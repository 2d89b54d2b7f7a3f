/**
 * In-memory LRU of generated images, bounded by bytes. Images are deterministic, so a miss only costs CPU;
 * browsers keep them for a year (see the media route), so the same image is rarely drawn twice.
 */
import { createHash } from 'node:crypto';

export interface CachedImage {
  body: Buffer;
  etag: string;
}

export class ImageCache {
  private readonly items = new Map<string, CachedImage>();
  private bytes = 0;
  /** Draws in progress, so concurrent requests for one image draw it once. */
  private readonly pending = new Map<string, Promise<CachedImage | undefined>>();

  constructor(private readonly maxBytes: number) {}

  async get(key: string, draw: () => Promise<Buffer | undefined>): Promise<CachedImage | undefined> {
    const hit = this.items.get(key);
    if (hit) {
      // Re-insert to mark as most recently used (Map keeps insertion order).
      this.items.delete(key);
      this.items.set(key, hit);
      return hit;
    }
    const running = this.pending.get(key);
    if (running) return running;
    const job = draw()
      .then((body) => (body ? this.put(key, body) : undefined))
      .finally(() => this.pending.delete(key));
    this.pending.set(key, job);
    return job;
  }

  private put(key: string, body: Buffer): CachedImage {
    const img = { body, etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 20)}"` };
    this.items.set(key, img);
    this.bytes += body.length;
    for (const [k, v] of this.items) {
      if (this.bytes <= this.maxBytes) break;
      this.items.delete(k);
      this.bytes -= v.body.length;
    }
    return img;
  }
}
