import type { Names } from '../feed-model';

/** Real names in the three languages the product ships, for the fixture world. */
export function names(en: string, ru: string, ar: string): Names {
  return { en, ru, ar };
}

export const SPORT_NAMES = {
  football: names('Football', 'Футбол', 'كرة القدم'),
  basketball: names('Basketball', 'Баскетбол', 'كرة السلة'),
  tennis: names('Tennis', 'Теннис', 'التنس'),
};

export const TEAM_NAMES = {
  football: [
    names('Arsenal', 'Арсенал', 'آرسنال'),
    names('Chelsea', 'Челси', 'تشيلسي'),
    names('Liverpool', 'Ливерпуль', 'ليفربول'),
    names('Manchester City', 'Манчестер Сити', 'مانشستر سيتي'),
    names('Real Madrid', 'Реал Мадрид', 'ريال مدريد'),
    names('Barcelona', 'Барселона', 'برشلونة'),
    names('Sevilla', 'Севилья', 'إشبيلية'),
    names('Valencia', 'Валенсия', 'فالنسيا'),
  ],
  basketball: [
    names('Boston Celtics', 'Бостон Селтикс', 'بوسطن سلتيكس'),
    names('Los Angeles Lakers', 'Лос-Анджелес Лейкерс', 'لوس أنجلوس ليكرز'),
    names('Chicago Bulls', 'Чикаго Буллз', 'شيكاغو بولز'),
    names('Miami Heat', 'Майами Хит', 'ميامي هيت'),
  ],
  tennis: [
    names('Carlos Alcaraz', 'Карлос Алькарас', 'كارلوس ألكاراز'),
    names('Jannik Sinner', 'Янник Синнер', 'يانيك سينر'),
    names('Novak Djokovic', 'Новак Джокович', 'نوفاك ديوكوفيتش'),
    names('Daniil Medvedev', 'Даниил Медведев', 'دانييل ميدفيديف'),
  ],
};

export const OLYMPICS = names('Olympic Games', 'Олимпийские игры', 'الألعاب الأولمبية');

export const PERIOD_NAMES = {
  firstHalf: names('1st half', '1-й тайм', 'الشوط الأول'),
  firstQuarter: names('1st quarter', '1-я четверть', 'الربع الأول'),
  firstSet: names('1st set', '1-й сет', 'المجموعة الأولى'),
  corners: names('Corners', 'Угловые', 'الركنيات'),
};
