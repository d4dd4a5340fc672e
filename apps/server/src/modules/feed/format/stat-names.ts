import type { Names } from '../feed-model';

/** Names of the score block's statistics by their feed ids (spec/linefeed-format.md, SC.ST). */
export const STAT_NAMES: Readonly<Record<number, Names>> = {
  26: { en: 'Yellow cards', ru: 'Жёлтые карточки', ar: 'البطاقات الصفراء' },
  29: { en: 'Possession %', ru: 'Владение мячом, %', ar: 'الاستحواذ %' },
  45: { en: 'Attacks', ru: 'Атаки', ar: 'الهجمات' },
  47: { en: 'Saves', ru: 'Сейвы', ar: 'التصديات' },
  58: { en: 'Dangerous attacks', ru: 'Опасные атаки', ar: 'الهجمات الخطرة' },
  59: { en: 'Shots on target', ru: 'Удары в створ', ar: 'التسديدات على المرمى' },
  60: { en: 'Shots off target', ru: 'Удары мимо', ar: 'التسديدات خارج المرمى' },
  70: { en: 'Corners', ru: 'Угловые', ar: 'الركنيات' },
  71: { en: 'Red cards', ru: 'Красные карточки', ar: 'البطاقات الحمراء' },
  72: { en: 'Penalties', ru: 'Пенальти', ar: 'ركلات الجزاء' },
  92: { en: 'Substitutions', ru: 'Замены', ar: 'التبديلات' },
  93: { en: 'Expected goals (xG)', ru: 'Ожидаемые голы (xG)', ar: 'الأهداف المتوقعة (xG)' },
};

export const UNKNOWN_STAT: Names = { en: 'Statistic', ru: 'Статистика', ar: 'إحصائية' };
