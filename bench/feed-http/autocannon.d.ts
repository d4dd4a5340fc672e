/** The part of autocannon 9's API the feed bench uses (the package ships no types). */
declare module 'autocannon' {
  interface Histogram {
    readonly average: number;
    readonly mean: number;
    readonly p50: number;
    readonly p99: number;
    readonly max: number;
  }
  interface Result {
    readonly requests: Histogram & { readonly total: number };
    readonly latency: Histogram;
    readonly throughput: Histogram;
    readonly errors: number;
    readonly timeouts: number;
    readonly non2xx: number;
  }
  interface Options {
    readonly url: string;
    readonly connections?: number;
    readonly duration?: number;
    readonly pipelining?: number;
    readonly headers?: Record<string, string>;
  }
  export default function autocannon(options: Options): Promise<Result>;
}
