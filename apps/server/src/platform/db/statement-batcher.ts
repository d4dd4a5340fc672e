/** One call's answer in a batch: its value, or the error that failed it alone. */
export type Settled<O> =
  { readonly ok: true; readonly value: O } | { readonly ok: false; readonly error: unknown };

export interface BatchLimits {
  /** Batches running at once; a call made while they all run waits for the next batch. */
  readonly inFlight: number;
  /** The most calls one batch takes. */
  readonly size: number;
}

interface Waiting<I, O> {
  readonly item: I;
  readonly resolve: (value: O) => void;
  readonly reject: (error: unknown) => void;
}

/**
 * Group commit for calls that each make one statement: while fewer than `inFlight` batches run, a call goes at
 * once (alone when nothing else waits, so a quiet server adds no latency); the calls made while all of them run
 * wait and go together as the next batch, as soon as one of them answers. Under load, a statement, its round
 * trip and its commit serve many calls.
 */
export class StatementBatcher<I, O> {
  private readonly waiting: Waiting<I, O>[] = [];
  private running = 0;

  constructor(
    private readonly run: (items: readonly I[]) => Promise<readonly Settled<O>[]>,
    private readonly limits: BatchLimits,
  ) {}

  submit(item: I): Promise<O> {
    return new Promise<O>((resolve, reject) => {
      this.waiting.push({ item, resolve, reject });
      this.startBatches();
    });
  }

  private startBatches(): void {
    while (this.running < this.limits.inFlight && this.waiting.length > 0) {
      const batch = this.waiting.splice(0, this.limits.size);
      this.running++;
      void this.runBatch(batch).finally(() => {
        this.running--;
        this.startBatches();
      });
    }
  }

  private async runBatch(batch: readonly Waiting<I, O>[]): Promise<void> {
    try {
      const answers = await this.run(batch.map((call) => call.item));
      batch.forEach((call, index) => {
        const answer = answers[index]!;
        if (answer.ok) call.resolve(answer.value);
        else call.reject(answer.error);
      });
    } catch (error) {
      for (const call of batch) call.reject(error);
    }
  }
}
