import type { Kysely } from 'kysely';
import { BET_STATUS, RUNNING_STATUSES, SETTLED_STATUSES } from '@sportsbook/core/betting/bet-status';
import type { BetView } from '@sportsbook/core/betting/bet-view.schema';
import { couponHistoryDays } from '@sportsbook/core/betting/history-days';
import { betsHistoryLimit } from '@sportsbook/core/constants/limits.constants';
import type { Database } from '../../../db/database';
import type { Clock } from '../../../platform/clock';
import { AppError } from '../../../platform/http/app-error';
import type { FeedStoreService } from '../../feed/store/feed-store.service';
import type { BetRow, BetsRepository } from '../bets.repository';
import type { BetKindColumn, BetStatusColumn } from '../betting.tables';
import type { CashOuts } from '../cash-out/cash-outs';
import type { PlayerContext } from '../player/player-context';
import { betView } from './bet-view';
import type { HistoryRepository } from './history.repository';

const DAY_MS = 86_400_000;
const BET_STATUSES: readonly BetStatusColumn[] = [
  'open',
  'won',
  'lost',
  'refund',
  'sold',
  'waiting',
  'refused',
];

export interface HistoryFilter {
  readonly status: 'open' | 'settled' | 'all';
  readonly kind?: BetKindColumn | undefined;
  readonly days?: unknown;
  readonly dateFrom?: number | undefined;
  readonly dateTo?: number | undefined;
}

/** The bets history and bet details: the player's bets, their legs, and the running ones' cash-out value. */
export class HistoryService {
  constructor(
    private readonly deps: {
      readonly db: Kysely<Database>;
      readonly history: HistoryRepository;
      readonly bets: BetsRepository;
      readonly cashOuts: CashOuts;
      readonly feed: FeedStoreService;
      readonly clock: Clock;
    },
  ) {}

  /** Statuses shown for a filter, less those the configuration hides (other.hiddenBetStatuses). */
  statuses(filter: HistoryFilter['status'], context: PlayerContext): BetStatusColumn[] {
    const hidden = new Set(context.config.other.hiddenBetStatuses);
    const wanted: readonly string[] =
      filter === 'open' ? RUNNING_STATUSES : filter === 'settled' ? SETTLED_STATUSES : BET_STATUSES;
    return BET_STATUSES.filter((status) => wanted.includes(status) && !hidden.has(BET_STATUS[status]));
  }

  /** The period: dateFrom/dateTo (Unix s) when given, else the last coupon-history days. */
  period(filter: HistoryFilter, context: PlayerContext): { from: Date; to: Date } {
    const nowMs = this.deps.clock.nowMs();
    const days = couponHistoryDays(filter.days, context.config.coupon.historyDays);
    const to = filter.dateTo === undefined ? nowMs : filter.dateTo * 1000;
    const from = filter.dateFrom === undefined ? to - days * DAY_MS : filter.dateFrom * 1000;
    return { from: new Date(from), to: new Date(to) };
  }

  async page(context: PlayerContext, filter: HistoryFilter & { page: number }) {
    const limit = betsHistoryLimit(filter.page);
    const rows = await this.deps.history.list(this.deps.db, {
      userId: context.userId,
      statuses: this.statuses(filter.status, context),
      kind: filter.kind,
      ...this.period(filter, context),
      limit: limit + 1,
    });
    return { bets: await this.views(rows.slice(0, limit), context), limit, hasMore: rows.length > limit };
  }

  async details(context: PlayerContext, betId: bigint): Promise<BetView> {
    const bet = await this.deps.bets.bet(this.deps.db, betId);
    if (!bet || bet.user_id !== context.userId) throw new AppError('NOT_FOUND', 'No such bet');
    return (await this.views([bet], context))[0]!;
  }

  /** Views with legs; a running bet carries its cash-out value now. */
  async views(rows: readonly BetRow[], context: Pick<PlayerContext, 'config'> | null): Promise<BetView[]> {
    const legs = await this.deps.bets.legsOf(
      this.deps.db,
      rows.map((bet) => bet.id),
    );
    const view = this.deps.feed.view();
    return rows.map((bet) => {
      const own = legs.filter((leg) => leg.bet_id === bet.id);
      const sale =
        context && bet.status === 'open' ? this.deps.cashOuts.value(bet, own, view, context) : null;
      return betView(bet, own, sale);
    });
  }
}
