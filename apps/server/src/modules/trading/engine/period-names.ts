import type { Names } from '../../feed/feed-model';

/**
 * What a sport calls its periods, in each language as its fans say it: "2nd half", "2-й тайм", "الشوط
 * الثاني"; "3rd period", "3-й период", "الفترة الثالثة"; "Map 2", "Карта 2", "الخريطة 2".
 */
export type PeriodUnit =
  | 'half'
  | 'period'
  | 'quarter'
  | 'inning'
  | 'set'
  | 'volleyball-set'
  | 'game'
  | 'map'
  | 'frame'
  | 'round'
  | 'innings';

const EN_SUFFIX = (n: number) => {
  if (n % 100 >= 11 && n % 100 <= 13) return 'th';
  return ['th', 'st', 'nd', 'rd'][n % 10] ?? 'th';
};
const en = (n: number) => `${n}${EN_SUFFIX(n)}`;

const AR_MASCULINE = [
  'الأول',
  'الثاني',
  'الثالث',
  'الرابع',
  'الخامس',
  'السادس',
  'السابع',
  'الثامن',
  'التاسع',
  'العاشر',
];
const AR_FEMININE = [
  'الأولى',
  'الثانية',
  'الثالثة',
  'الرابعة',
  'الخامسة',
  'السادسة',
  'السابعة',
  'الثامنة',
  'التاسعة',
  'العاشرة',
];
const arM = (n: number) => AR_MASCULINE[n - 1] ?? String(n);
const arF = (n: number) => AR_FEMININE[n - 1] ?? String(n);

export function periodName(unit: PeriodUnit, n: number): Names {
  switch (unit) {
    case 'half':
      return { en: `${en(n)} half`, ru: `${n}-й тайм`, ar: `الشوط ${arM(n)}` };
    case 'period':
      return { en: `${en(n)} period`, ru: `${n}-й период`, ar: `الفترة ${arF(n)}` };
    case 'quarter':
      return { en: `${en(n)} quarter`, ru: `${n}-я четверть`, ar: `الربع ${arM(n)}` };
    case 'inning':
      return { en: `${en(n)} inning`, ru: `${n}-й иннинг`, ar: `الشوط ${arM(n)}` };
    case 'set':
      return { en: `${en(n)} set`, ru: `${n}-й сет`, ar: `المجموعة ${arF(n)}` };
    case 'volleyball-set':
      return { en: `${en(n)} set`, ru: `${n}-я партия`, ar: `الشوط ${arM(n)}` };
    case 'game':
      return { en: `Game ${n}`, ru: `${n}-я партия`, ar: `الشوط ${arM(n)}` };
    case 'map':
      return { en: `Map ${n}`, ru: `Карта ${n}`, ar: `الخريطة ${n}` };
    case 'frame':
      return { en: `Frame ${n}`, ru: `Фрейм ${n}`, ar: `الإطار ${n}` };
    case 'round':
      return { en: `Round ${n}`, ru: `Раунд ${n}`, ar: `الجولة ${n}` };
    case 'innings':
      return { en: `${en(n)} innings`, ru: `${n}-й иннингс`, ar: `الشوط ${arM(n)}` };
  }
}

export const STATUS = {
  overtime: { en: 'Overtime', ru: 'Овертайм', ar: 'الوقت الإضافي' },
  extraInnings: { en: 'Extra innings', ru: 'Дополнительные иннинги', ar: 'أشواط إضافية' },
  halfTime: { en: 'Half-time', ru: 'Перерыв', ar: 'استراحة بين الشوطين' },
  break: { en: 'Break', ru: 'Перерыв', ar: 'استراحة' },
  finished: { en: 'Game over', ru: 'Игра завершена', ar: 'انتهت المباراة' },
  race: { en: 'Race in progress', ru: 'Идёт гонка', ar: 'السباق جارٍ' },
  counting: { en: 'Counting the votes', ru: 'Подсчёт голосов', ar: 'فرز الأصوات' },
  corners: { en: 'Corners', ru: 'Угловые', ar: 'الركلات الركنية' },
  cards: { en: 'Yellow cards', ru: 'Жёлтые карточки', ar: 'البطاقات الصفراء' },
} as const satisfies Record<string, Names>;

/** "75 minutes", "75-я минута", "الدقيقة 75"; added time as "45+2". */
export function minuteStatus(minute: number, added = 0): Names {
  const shown = added > 0 ? `${minute}+${added}` : String(minute);
  return { en: `${shown} minutes`, ru: `${shown}-я минута`, ar: `الدقيقة ${shown}` };
}
