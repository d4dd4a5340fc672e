import type { Settlement } from '@sportsbook/core/pricing/index';
import { familyOf, parseMarketKey, type EngineRecord } from './trading-game';

/** One selection's settlement as published on 'feed.settlement' and stored in feed_settlements. */
export interface SettlementRow {
  readonly gameId: number;
  /** The sub-game (period, corners, cards) the selection belongs to; null for the whole game. */
  readonly subGameId: number | null;
  readonly marketKey: string;
  readonly G: number;
  readonly T: number;
  readonly P: number | null;
  readonly outcome: Settlement;
}

function parseOffered(entry: string): { marketKey: string; T: number; P: number | null } {
  const [marketKey, T, P] = entry.split('|');
  return { marketKey, T: Number(T), P: P === '' ? null : Number(P) };
}

/**
 * Settles every selection the game ever offered (lines that moved away included) on its result. `only`
 * limits it to some markets (a voided market); voided markets are skipped unless `includeVoided`, as they
 * were settled void when voided. A selection the model cannot settle is void rather than guessed.
 */
export function settlementRows(
  gameId: number,
  record: EngineRecord,
  outcomeOf: (selection: { period: number; G: number; T: number; P?: number }) => Settlement,
  options: { only?: ReadonlySet<string>; includeVoided?: boolean } = {},
): SettlementRow[] {
  const voided = new Set(record.voided);
  return record.offered.flatMap((entry) => {
    const { marketKey, T, P } = parseOffered(entry);
    if (options.only && !options.only.has(marketKey)) return [];
    const { period, G } = parseMarketKey(marketKey);
    const isVoided = voided.has(marketKey);
    if (isVoided && !options.includeVoided && !options.only) return [];
    let outcome: Settlement;
    try {
      outcome = isVoided ? 'void' : outcomeOf({ period, G, T, ...(P === null ? {} : { P }) });
    } catch {
      outcome = 'void';
    }
    const subGameId = period === 0 ? null : (record.subGames[period] ?? null);
    return [{ gameId, subGameId, marketKey, G, T, P, outcome }];
  });
}

/** Settlement on the game's recorded result through its family. */
export function resultRows(gameId: number, record: EngineRecord, includeVoided = false): SettlementRow[] {
  const family = familyOf(record);
  return settlementRows(
    gameId,
    record,
    (selection) => family.settle(record.setup, selection, record.result),
    {
      includeVoided,
    },
  );
}

/** Every selection of the given markets (or the whole game) void. */
export function voidRows(gameId: number, record: EngineRecord, only?: ReadonlySet<string>): SettlementRow[] {
  return settlementRows(gameId, record, () => 'void', { ...(only ? { only } : {}), includeVoided: true });
}
