import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

export interface RawAnswer {
  readonly status: number;
  /** The bytes as sent (compressed when the server compressed them). */
  readonly body: Buffer;
  readonly headers: Record<string, string>;
  /** The body decoded to text. */
  readonly text: string;
}

/** A GET that keeps the bytes as sent, unlike fetch, which decompresses them. */
export function rawGet(url: string, headers: Record<string, string>): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        const encoding = res.headers['content-encoding'];
        const plain =
          encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body;
        const kept: Record<string, string> = {};
        for (const name of ['content-type', 'content-encoding', 'etag', 'vary', 'cache-control']) {
          const value = res.headers[name];
          if (typeof value === 'string') kept[name] = value;
        }
        resolve({ status: res.statusCode ?? 0, body, headers: kept, text: plain.toString() });
      });
    });
    req.on('error', reject);
    req.end();
  });
}
