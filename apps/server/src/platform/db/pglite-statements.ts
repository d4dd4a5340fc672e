import { parse, protocol, type PGlite, type Results } from '@electric-sql/pglite';

interface Prepared {
  readonly name: string;
  readonly paramTypes: readonly number[];
}

/** invalid_sql_statement_name, and feature_not_supported ("cached plan must not change result type"). */
const STALE_STATEMENT = new Set(['26000', '0A000']);
/** Distinct statements kept prepared; the oldest is closed beyond this (a query text per `in` list length). */
const MAX_STATEMENTS = 1000;

const describePortal = protocol.serialize.describe({ type: 'P' });
const executePortal = protocol.serialize.execute({});
const sync = protocol.serialize.sync();

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const message = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    message.set(part, offset);
    offset += part.length;
  }
  return message;
}

/**
 * PGlite's own `query` makes six calls into PostgreSQL per statement (parse, describe, bind, describe, execute,
 * sync) and parses and plans it every time; each call into the WebAssembly backend costs about as much as a
 * simple statement. Here a statement is prepared once per session under a name (its parameter types kept, so
 * values are serialised exactly as `query` does), and each later run is one call: bind, describe, execute, sync.
 * Named statements outlive transactions, rolled back or not; a statement the backend no longer knows (or whose
 * result type changed under it) is forgotten, and run again at once when no transaction depends on it.
 */
export class PGliteStatements {
  private readonly prepared = new Map<string, Prepared>();
  private counter = 0;

  constructor(private readonly pglite: PGlite) {}

  async run<R>(text: string, params: readonly unknown[], inTransaction: boolean): Promise<Results<R>> {
    try {
      return await this.runPrepared<R>(text, params, inTransaction);
    } catch (error) {
      if (!STALE_STATEMENT.has((error as { code?: string }).code ?? '') || !this.prepared.delete(text))
        throw error;
      if (inTransaction) throw error;
      return this.runPrepared<R>(text, params, inTransaction);
    }
  }

  /**
   * A statement without parameters in the simple protocol, in one call. PGlite's own `exec` makes two (the query,
   * then a sync) and flushes its file system after each, which `begin` never needs.
   */
  async simple(text: string, syncToFs: boolean): Promise<void> {
    await this.pglite.execProtocolStream(protocol.serialize.query(text), { syncToFs });
  }

  private async runPrepared<R>(text: string, params: readonly unknown[], inTransaction: boolean) {
    const statement = this.prepared.get(text) ?? (await this.prepare(text));
    const values = params.map((value, i) => this.serialise(value, statement.paramTypes[i]));
    const messages = await this.pglite.execProtocolStream(
      concat([
        protocol.serialize.bind({ statement: statement.name, values }),
        describePortal,
        executePortal,
        sync,
      ]),
      { syncToFs: !inTransaction },
    );
    return parse.parseResults(messages, this.pglite.parsers)[0] as Results<R>;
  }

  private async prepare(text: string): Promise<Prepared> {
    const name = `sb_${++this.counter}`;
    const messages = await this.pglite.execProtocolStream(
      concat([
        protocol.serialize.parse({ name, text }),
        protocol.serialize.describe({ type: 'S', name }),
        sync,
      ]),
      { syncToFs: false },
    );
    const statement = { name, paramTypes: parse.parseDescribeStatementResults(messages) };
    if (this.prepared.size >= MAX_STATEMENTS) await this.closeOldest();
    this.prepared.set(text, statement);
    return statement;
  }

  private async closeOldest(): Promise<void> {
    const [text, oldest] = this.prepared.entries().next().value as [string, Prepared];
    this.prepared.delete(text);
    await this.pglite.execProtocolStream(
      concat([protocol.serialize.close({ type: 'S', name: oldest.name }), sync]),
      { syncToFs: false },
    );
  }

  private serialise(value: unknown, oid: number | undefined): string | Uint8Array | null {
    if (value === null || value === undefined) return null;
    const serialiser = oid === undefined ? undefined : this.pglite.serializers[oid];
    return serialiser ? (serialiser(value) as string | Uint8Array) : String(value as string);
  }
}
