import type { Names } from '../feed/feed-model';

/** What a player may subscribe to on a game (ids of the designed GetEventTypesByGameId catalogue). */
export const GAME_EVENT = { start: 1, score: 2, periodEnd: 3, end: 4, result: 5, redCard: 6 } as const;
export type GameEventType = (typeof GAME_EVENT)[keyof typeof GAME_EVENT];

interface EventTypeInfo {
  /** Names the i18n keys: subscription.event.<slug> (the choice) and subscription.notification.<slug>. */
  readonly slug: string;
  readonly names: Names;
}

export const EVENT_TYPE_INFO: Readonly<Record<GameEventType, EventTypeInfo>> = {
  1: { slug: 'start', names: { en: 'Game start', ru: 'Начало матча', ar: 'بداية المباراة' } },
  2: {
    slug: 'score',
    names: { en: 'Score change (goal)', ru: 'Изменение счёта (гол)', ar: 'تغيّر النتيجة (هدف)' },
  },
  3: { slug: 'period_end', names: { en: 'End of period', ru: 'Окончание периода', ar: 'نهاية الشوط' } },
  4: { slug: 'end', names: { en: 'End of game', ru: 'Окончание матча', ar: 'نهاية المباراة' } },
  5: { slug: 'result', names: { en: 'Result', ru: 'Итоговый результат', ar: 'النتيجة النهائية' } },
  6: { slug: 'red_card', names: { en: 'Red card', ru: 'Красная карточка', ar: 'بطاقة حمراء' } },
};

/**
 * Sports where each score is news: goals, runs, touchdowns (football, ice hockey, baseball, American football,
 * futsal, field hockey, FIFA). In basketball or tennis points come too often to notify each one.
 */
const SCORE_EVENT_SPORTS: ReadonlySet<number> = new Set([1, 2, 5, 13, 14, 27, 85]);
/** Sports with sendings-off counted in the feed's statistic 71. */
const RED_CARD_SPORTS: ReadonlySet<number> = new Set([1, 14, 85]);

/** The event types a game of this sport offers, in catalogue order. */
export function eventTypesForSport(sportId: number): GameEventType[] {
  return [
    GAME_EVENT.start,
    ...(SCORE_EVENT_SPORTS.has(sportId) ? [GAME_EVENT.score] : []),
    GAME_EVENT.periodEnd,
    GAME_EVENT.end,
    GAME_EVENT.result,
    ...(RED_CARD_SPORTS.has(sportId) ? [GAME_EVENT.redCard] : []),
  ];
}
