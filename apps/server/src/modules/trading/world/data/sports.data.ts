import { SPORTS_MENU_GAME_GENRE, SPORTS_MENU_SECTION } from '@sportsbook/core/constants/sports-menu.constants';
import type { FeedSport } from '../../../feed/feed-model';
import { names } from '../names/names';

/** Sports of our own, numbered from 100000 as linefeed-format.md asks for sports the platform does not list. */
export const OWN_SPORT = {
  politics: 100000,
  mortalKombat: 100001,
  marbleRacing: 100002,
  simulatedReality: 100003,
} as const;

const sport = (
  id: number,
  line: string,
  options: { hasDraw?: boolean; cyber?: boolean; menuSection?: number } = {},
): FeedSport => ({
    id,
    names: names(line),
    sort: 0,
    cyber: options.cyber ?? false,
    hasDraw: options.hasDraw ?? false,
    ...(options.menuSection === undefined ? {} : { menuSection: options.menuSection }),
});

/**
 * Every sport of the world, in menu order, with the platform's ids (linefeed-format.md). `hasDraw` says
 * whether its match result market has a draw (basketball's and baseball's regulation 1X2 do). The cyber
 * disciplines 85, 89 and 144 sit in the cyber-zone menu section; we take 89 as cyber basketball and 144 as
 * cyber hockey (the spec names only 85 as FIFA).
 */
const SPORT_LIST: readonly FeedSport[] = [
  sport(1, 'Football|Футбол|كرة القدم', { hasDraw: true }),
  sport(2, 'Ice Hockey|Хоккей|هوكي الجليد', { hasDraw: true }),
  sport(3, 'Basketball|Баскетбол|كرة السلة', { hasDraw: true }),
  sport(4, 'Tennis|Теннис|التنس'),
  sport(5, 'Baseball|Бейсбол|البيسبول', { hasDraw: true }),
  sport(6, 'Volleyball|Волейбол|الكرة الطائرة', ),
  sport(7, 'Rugby|Регби|الرغبي', { hasDraw: true }),
  sport(8, 'Handball|Гандбол|كرة اليد', { hasDraw: true }),
  sport(9, 'Boxing|Бокс|الملاكمة'),
  sport(10, 'Table Tennis|Настольный теннис|كرة الطاولة'),
  sport(11, 'Chess|Шахматы|الشطرنج', { hasDraw: true }),
  sport(13, 'American Football|Американский футбол|كرة القدم الأمريكية', { hasDraw: true }),
  sport(14, 'Futsal|Футзал|كرة الصالات', { hasDraw: true }),
  sport(16, 'Badminton|Бадминтон|الريشة الطائرة'),
  sport(21, 'Darts|Дартс|السهام'),
  sport(26, 'Formula 1|Формула-1|الفورمولا 1'),
  sport(30, 'Snooker|Снукер|السنوكر'),
  sport(40, 'Esports|Киберспорт|الرياضات الإلكترونية', { menuSection: SPORTS_MENU_GAME_GENRE.eSports }),
  sport(44, 'Horse Racing|Скачки|سباق الخيل'),
  sport(66, 'Cricket|Крикет|الكريكيت', ),
  sport(85, 'Cyber Football (FIFA)|Киберфутбол (FIFA)|كرة القدم الإلكترونية (فيفا)', {
    hasDraw: true,
    cyber: true,
    menuSection: SPORTS_MENU_SECTION.cyberZone,
  }),
  sport(89, 'Cyber Basketball|Кибербаскетбол|كرة السلة الإلكترونية', {
    hasDraw: true,
    cyber: true,
    menuSection: SPORTS_MENU_SECTION.cyberZone,
  }),
  sport(144, 'Cyber Hockey|Киберхоккей|الهوكي الإلكتروني', {
    hasDraw: true,
    cyber: true,
    menuSection: SPORTS_MENU_SECTION.cyberZone,
  }),
  sport(189, 'UFC|UFC|يو إف سي'),
  sport(OWN_SPORT.politics, 'Politics|Политика|السياسة', { menuSection: SPORTS_MENU_SECTION.long }),
  sport(OWN_SPORT.mortalKombat, 'Mortal Kombat|Mortal Kombat|مورتال كومبات', {
    cyber: true,
    menuSection: SPORTS_MENU_GAME_GENRE.fighting,
  }),
  sport(OWN_SPORT.marbleRacing, 'Marble Racing|Гонки шариков|سباق الكرات الزجاجية', {
    menuSection: SPORTS_MENU_SECTION.marbleLive,
  }),
  sport(OWN_SPORT.simulatedReality, 'Simulated Reality League|Симулированная лига|دوري الواقع المحاكى', {
    hasDraw: true,
    menuSection: SPORTS_MENU_SECTION.simulatedReality,
  }),
];

export const SPORTS: readonly FeedSport[] = SPORT_LIST.map((sport, index) => ({ ...sport, sort: index + 1 }));
