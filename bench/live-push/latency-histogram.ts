/** Latencies in whole milliseconds up to a minute, kept as counts so millions of samples cost nothing. */
export class LatencyHistogram {
  private readonly counts: Uint32Array;
  total = 0;

  constructor(readonly maxMs = 60_000) {
    this.counts = new Uint32Array(maxMs + 1);
  }

  record(ms: number, times = 1): void {
    const bucket = Math.min(this.maxMs, Math.max(0, Math.round(ms)));
    this.counts[bucket] = (this.counts[bucket] ?? 0) + times;
    this.total += times;
  }

  percentile(p: number): number {
    const rank = Math.ceil((p / 100) * this.total);
    let seen = 0;
    for (let ms = 0; ms < this.counts.length; ms++) {
      seen += this.counts[ms] ?? 0;
      if (seen >= rank && seen > 0) return ms;
    }
    return 0;
  }

  toJSON(): { total: number; p50: number; p90: number; p99: number; p999: number; max: number } {
    let max = 0;
    for (let ms = this.counts.length - 1; ms >= 0; ms--) {
      if ((this.counts[ms] ?? 0) > 0) {
        max = ms;
        break;
      }
    }
    return {
      total: this.total,
      p50: this.percentile(50),
      p90: this.percentile(90),
      p99: this.percentile(99),
      p999: this.percentile(99.9),
      max,
    };
  }
}
