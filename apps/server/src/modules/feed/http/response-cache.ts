import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { ContentEncoding } from './content-encoding';

/** Brotli's top qualities cost tens of ms on a large list; 5 compresses nearly as well, per answer, once. */
const BROTLI_QUALITY = 5;

/** One answer at one store version, in every encoding asked for so far. */
export class CachedBody {
  private readonly encoded = new Map<ContentEncoding, Buffer>();
  /** What it may come to hold: the plain bytes and, compressed, well under half as much again. */
  readonly weight: number;

  constructor(
    readonly version: number,
    readonly etag: string,
    identity: Buffer,
  ) {
    this.encoded.set('identity', identity);
    this.weight = Math.ceil(identity.length * 1.5);
  }

  in(encoding: ContentEncoding): Buffer {
    let body = this.encoded.get(encoding);
    if (!body) {
      const identity = this.encoded.get('identity')!;
      body =
        encoding === 'br'
          ? brotliCompressSync(identity, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
              },
            })
          : gzipSync(identity);
      this.encoded.set(encoding, body);
    }
    return body;
  }
}

/**
 * Answers by key, each valid for one store version, within a byte budget: an answer of an older version is
 * dropped when next asked for, and the longest kept go first when the budget is spent (answers are built
 * again every engine tick, so the oldest built is about the least used; a hit costs no reordering).
 */
export class ResponseCache {
  private readonly entries = new Map<string, CachedBody>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  get(key: string, version: number): CachedBody | undefined {
    const entry = this.entries.get(key);
    if (!entry || entry.version === version) return entry;
    this.remove(key, entry);
    return undefined;
  }

  set(key: string, body: CachedBody): void {
    const previous = this.entries.get(key);
    if (previous) this.remove(key, previous);
    this.entries.set(key, body);
    this.bytes += body.weight;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.maxBytes || oldest === key) break;
      this.remove(oldest, entry);
    }
  }

  private remove(key: string, entry: CachedBody): void {
    this.entries.delete(key);
    this.bytes -= entry.weight;
  }
}
