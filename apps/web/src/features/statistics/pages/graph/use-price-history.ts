import { useEffect, useState } from 'react';
import type { PageGame } from '../../../sportsbook/model/feed-types';
import { appendSnapshot, type PriceSnapshot } from './price-history';

/** Match result (G1) or, where no draw exists, the winner: the market the chart follows. */
export const CHART_GROUP = 1;

const storageKey = (gameId: number) => `price-history:${gameId}`;

function readStored(gameId: number): PriceSnapshot[] {
  try {
    const parsed: unknown = JSON.parse(window.sessionStorage.getItem(storageKey(gameId)) ?? '[]');
    return Array.isArray(parsed) ? (parsed as PriceSnapshot[]) : [];
  } catch {
    return [];
  }
}

function store(gameId: number, history: readonly PriceSnapshot[]): void {
  try {
    window.sessionStorage.setItem(storageKey(gameId), JSON.stringify(history));
  } catch {
    // A full or disabled session storage only loses the history on reload.
  }
}

/** The main market's prices of a snapshot; blocked selections have no price to chart. */
export function pricesOf(game: PageGame): Record<number, number> {
  const prices: Record<number, number> = {};
  for (const outcome of game.E ?? []) {
    if (outcome.G === CHART_GROUP && !outcome.B) prices[outcome.T] = outcome.C;
  }
  return prices;
}

/**
 * The price history of a game's main market, built from the GetGameZip snapshots this window has seen (the
 * feed publishes prices, not their past). Kept in the tab's session storage, so reopening the chart in the
 * same tab continues it.
 */
export function usePriceHistory(gameId: number, game: PageGame | undefined, seenAtMs: number) {
  const [history, setHistory] = useState<PriceSnapshot[]>(() => readStored(gameId));
  useEffect(() => {
    if (!game) return;
    setHistory((current) => {
      const next = appendSnapshot(current, { atMs: seenAtMs, prices: pricesOf(game) });
      if (next.length !== current.length) store(gameId, next);
      return next.length !== current.length ? next : current;
    });
  }, [game, gameId, seenAtMs]);
  return history;
}
