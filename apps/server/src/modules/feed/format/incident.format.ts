import type { FeedIncidentJson } from '@sportsbook/core/api/feed-responses/feed-game-extras.schema';
import type { FeedIncident, Names } from '../feed-model';
import { nameIn, type FeedLanguage } from './feed-language';

/** K of GetChronoOfPlay: 1 goal, the score block's statistic ids for the rest, 1000 the end of a period. */
const KINDS: Readonly<Record<FeedIncident['kind'], { K: number; names: Names }>> = {
  goal: { K: 1, names: { en: 'Goal', ru: 'Гол', ar: 'هدف' } },
  yellowCard: { K: 26, names: { en: 'Yellow card', ru: 'Жёлтая карточка', ar: 'بطاقة صفراء' } },
  redCard: { K: 71, names: { en: 'Red card', ru: 'Красная карточка', ar: 'بطاقة حمراء' } },
  corner: { K: 70, names: { en: 'Corner', ru: 'Угловой', ar: 'ركنية' } },
  penalty: { K: 72, names: { en: 'Penalty', ru: 'Пенальти', ar: 'ركلة جزاء' } },
  substitution: { K: 92, names: { en: 'Substitution', ru: 'Замена', ar: 'تبديل' } },
  periodEnd: { K: 1000, names: { en: 'End of period', ru: 'Конец периода', ar: 'نهاية الفترة' } },
};

export function formatIncident(incident: FeedIncident, lng: FeedLanguage): FeedIncidentJson {
  const kind = KINDS[incident.kind];
  return {
    TS: Math.max(0, Math.floor(incident.atSec)),
    CP: incident.period,
    K: kind.K,
    N: nameIn(kind.names, lng),
    ...(incident.side && { SD: incident.side === 'home' ? (1 as const) : (2 as const) }),
    ...(incident.score && { S1: incident.score.home, S2: incident.score.away }),
  };
}
