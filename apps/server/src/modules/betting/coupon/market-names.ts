import type { Names } from '../../feed/feed-model';

/** Names of the main markets (linefeed-format.md's G codes) for coupons and the history; others read "Market". */
const NAMES: Readonly<Record<number, Names>> = {
  1: { en: '1X2', ru: 'Исход', ar: 'نتيجة المباراة' },
  2: { en: 'Handicap', ru: 'Фора', ar: 'هانديكاب' },
  8: { en: 'Double chance', ru: 'Двойной шанс', ar: 'فرصة مزدوجة' },
  15: { en: 'Home team total', ru: 'Индивидуальный тотал 1', ar: 'مجموع الفريق المضيف' },
  17: { en: 'Total', ru: 'Тотал', ar: 'المجموع' },
  19: { en: 'Both teams to score', ru: 'Обе забьют', ar: 'كلا الفريقين يسجل' },
  62: { en: 'Away team total', ru: 'Индивидуальный тотал 2', ar: 'مجموع الفريق الضيف' },
  101: { en: 'Winner incl. overtime', ru: 'Победитель с учётом ОТ', ar: 'الفائز مع الوقت الإضافي' },
  136: { en: 'Correct score', ru: 'Точный счёт', ar: 'النتيجة الصحيحة' },
};

const OTHER: Names = { en: 'Market', ru: 'Рынок', ar: 'السوق' };

export function marketName(G: number, language: keyof Names): string {
  return (NAMES[G] ?? OTHER)[language];
}
