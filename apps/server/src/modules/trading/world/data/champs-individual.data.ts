import { names } from '../names/names';
import type { Gender } from '../names/people.types';
import type { ChampPlan } from '../world.types';
import { DUEL_FORMATS, RALLY_FORMATS, SERIES_FORMATS, TENNIS_FORMATS } from './formats.data';
import { DAY, every, weekly } from './schedules';
import { OWN_SPORT } from './sports.data';

const TOUR = ['RU', 'ES', 'DE', 'FR', 'IT', 'GB', 'US', 'CZ', 'KZ', 'JP', 'BR', 'SE'];
const FIGHTERS = ['RU', 'KZ', 'US', 'BR', 'GB', 'MX', 'JP', 'FR', 'TR', 'AE'];

const individual = (
  key: string,
  sportId: number,
  line: string,
  field: { gender?: Gender; countries: readonly string[]; players: number; strength: number; top?: boolean },
  format: ChampPlan['format'],
  schedule: ChampPlan['schedule'],
  country: string | null = null,
): ChampPlan => ({
  key,
  sportId,
  names: names(line),
  country,
  top: field.top ?? false,
  teams: field.players,
  strength: field.strength,
  roster: { kind: 'people', gender: field.gender ?? 'male', countries: field.countries },
  format,
  schedule,
});

const FOUR_DAYS = 96;

/** Players and fighters: tennis tours, table tennis leagues, combat sports, chess, darts, snooker, badminton. */
export const INDIVIDUAL_CHAMPS: readonly ChampPlan[] = [
  individual(
    'tennis.atp.dubai',
    4,
    'ATP. Dubai|ATP. Дубай|دورة دبي (ATP)',
    { countries: TOUR, players: 16, strength: 1650, top: true },
    TENNIS_FORMATS.men,
    every(24, [10, 10, 11.5, 11.5, 13, 13, 14.5, 14.5], FOUR_DAYS),
  ),
  individual(
    'tennis.atp.vienna',
    4,
    'ATP. Vienna|ATP. Вена|دورة فيينا (ATP)',
    { countries: TOUR, players: 16, strength: 1600 },
    TENNIS_FORMATS.men,
    every(24, [9, 9, 10.5, 10.5, 12, 12, 16, 17], FOUR_DAYS),
  ),
  individual(
    'tennis.wta.doha',
    4,
    'WTA. Doha|WTA. Доха|دورة الدوحة (WTA)',
    { gender: 'female', countries: TOUR, players: 16, strength: 1620, top: true },
    TENNIS_FORMATS.women,
    every(24, [8, 8, 9.5, 9.5, 11, 11, 14, 15], FOUR_DAYS),
  ),
  individual(
    'tennis.wta.moscow',
    4,
    'WTA. Moscow|WTA. Москва|دورة موسكو (WTA)',
    { gender: 'female', countries: TOUR, players: 16, strength: 1560 },
    TENNIS_FORMATS.women,
    every(24, [9, 10, 11, 12, 13, 14, 15, 16], FOUR_DAYS),
  ),
  individual(
    'tennis.challenger.almaty',
    4,
    'Challenger. Almaty|Челленджер. Алматы|دورة ألماتي للمحترفين الصاعدين',
    { countries: TOUR, players: 16, strength: 1450 },
    TENNIS_FORMATS.men,
    every(24, [5, 5, 6.5, 6.5, 8, 8, 9.5, 9.5], FOUR_DAYS),
    'KZ',
  ),
  individual(
    'tennis.slam.melbourne',
    4,
    'Grand Slam. Melbourne|Большой шлем. Мельбурн|البطولات الكبرى. ملبورن',
    { countries: TOUR, players: 16, strength: 1700, top: true },
    TENNIS_FORMATS.slam,
    every(24, [0, 0, 2, 2, 4, 4, 8, 8], FOUR_DAYS),
    'AU',
  ),
  individual(
    'table-tennis.cz.pro',
    10,
    'Czech Republic. Liga Pro|Чехия. Лига Про|التشيك. ليغا برو',
    { countries: ['CZ'], players: 10, strength: 1500 },
    RALLY_FORMATS.tableTennis,
    every(2 / 3, [0, 0, 0, 0, 0], 6),
    'CZ',
  ),
  individual(
    'table-tennis.ru.setka',
    10,
    'Russia. Setka Cup|Россия. Сетка Кап|روسيا. سيتكا كاب',
    { countries: ['RU', 'KZ'], players: 8, strength: 1480 },
    RALLY_FORMATS.tableTennis7,
    every(0.75, [0.05, 0.05, 0.05, 0.05], 6),
    'RU',
  ),
  individual(
    'boxing.heavyweight',
    9,
    'Heavyweight|Тяжёлый вес|الوزن الثقيل',
    { countries: FIGHTERS, players: 8, strength: 1600 },
    DUEL_FORMATS.boxing,
    weekly(DAY.sat, [20, 21.5, 23]),
  ),
  individual(
    'ufc.lightweight',
    189,
    'UFC. Lightweight|UFC. Лёгкий вес|UFC. الوزن الخفيف',
    { countries: FIGHTERS, players: 8, strength: 1620, top: true },
    DUEL_FORMATS.ufc,
    weekly(DAY.sat, [23, 23.5, 24, 24.5]),
  ),
  individual(
    'ufc.welterweight',
    189,
    'UFC. Welterweight|UFC. Полусредний вес|UFC. وزن الويلتر',
    { countries: FIGHTERS, players: 8, strength: 1600 },
    DUEL_FORMATS.ufc,
    weekly(DAY.sat, [21, 21.5, 22, 22.5]),
  ),
  individual(
    'chess.rapid',
    11,
    'World. Rapid Chess Championship|Мир. Чемпионат по быстрым шахматам|العالم. بطولة الشطرنج السريع',
    { countries: ['RU', 'IN', 'CN', 'US', 'FR', 'NO', 'KZ', 'CZ', 'DE', 'ES'], players: 10, strength: 1650 },
    DUEL_FORMATS.chess,
    every(2, [0, 0, 0, 0, 0], 12),
  ),
  individual(
    'darts.premier-league',
    21,
    'World. Premier League Darts|Мир. Премьер-лига по дартсу|العالم. الدوري الممتاز للسهام',
    { countries: ['GB', 'DE', 'SE', 'AU', 'US'], players: 8, strength: 1650, top: true },
    SERIES_FORMATS.darts,
    weekly(DAY.thu, [19, 19.5, 20, 20.5]),
  ),
  individual(
    'darts.euro-tour',
    21,
    'Europe. Darts Tour|Европа. Европейский тур|أوروبا. الجولة الأوروبية للسهام',
    { countries: ['GB', 'DE', 'CZ', 'SE', 'ES', 'IT'], players: 16, strength: 1520 },
    SERIES_FORMATS.darts,
    every(24, [11, 11.5, 12, 12.5, 13, 13.5, 14, 14.5], FOUR_DAYS),
  ),
  individual(
    'snooker.championship-league',
    30,
    'World. Snooker Championship League|Мир. Лига чемпионов по снукеру|العالم. دوري أبطال السنوكر',
    { countries: ['GB', 'CN', 'GB', 'AU', 'IN'], players: 12, strength: 1600 },
    SERIES_FORMATS.snooker,
    every(24, [11, 11, 13, 13, 15, 15], 72),
  ),
  individual(
    'badminton.world-tour',
    16,
    'World. BWF World Tour|Мир. Мировой тур BWF|العالم. الجولة العالمية للريشة الطائرة',
    { countries: ['CN', 'JP', 'IN', 'GB', 'DE', 'FR'], players: 12, strength: 1600 },
    SERIES_FORMATS.badminton,
    every(24, [4, 4, 6, 6, 8, 8], 72),
  ),
  individual(
    'mortal-kombat.pro',
    OWN_SPORT.mortalKombat,
    'Mortal Kombat. Pro League|Mortal Kombat. Про-лига|مورتال كومبات. دوري المحترفين',
    { countries: ['RU', 'KZ', 'US', 'BR', 'GB'], players: 8, strength: 1500 },
    SERIES_FORMATS.fighting,
    every(0.25, [0.02, 0.02, 0.02, 0.02], 3),
  ),
];
