import { countryIdFromIso } from '@sportsbook/core/reference/reference-ids';

type Name = readonly [en: string, ru: string];
type RegionData = readonly [region: Name, cities: readonly Name[]];

/** Regions and their main cities for the registration form of the main markets (en and ru names). */
const REGIONS: Readonly<Record<string, readonly RegionData[]>> = {
  KZ: [
    [['Almaty', 'Алматы'], [['Almaty', 'Алматы']]],
    [['Astana', 'Астана'], [['Astana', 'Астана']]],
    [['Shymkent', 'Шымкент'], [['Shymkent', 'Шымкент']]],
    [
      ['Almaty Region', 'Алматинская область'],
      [
        ['Konaev', 'Конаев'],
        ['Talgar', 'Талгар'],
        ['Esik', 'Есик'],
      ],
    ],
    [
      ['Akmola Region', 'Акмолинская область'],
      [
        ['Kokshetau', 'Кокшетау'],
        ['Stepnogorsk', 'Степногорск'],
      ],
    ],
    [
      ['Aktobe Region', 'Актюбинская область'],
      [
        ['Aktobe', 'Актобе'],
        ['Khromtau', 'Хромтау'],
      ],
    ],
    [
      ['Atyrau Region', 'Атырауская область'],
      [
        ['Atyrau', 'Атырау'],
        ['Kulsary', 'Кульсары'],
      ],
    ],
    [
      ['East Kazakhstan Region', 'Восточно-Казахстанская область'],
      [
        ['Oskemen', 'Усть-Каменогорск'],
        ['Ridder', 'Риддер'],
      ],
    ],
    [
      ['Karaganda Region', 'Карагандинская область'],
      [
        ['Karaganda', 'Караганда'],
        ['Temirtau', 'Темиртау'],
        ['Balkhash', 'Балхаш'],
      ],
    ],
    [
      ['Kostanay Region', 'Костанайская область'],
      [
        ['Kostanay', 'Костанай'],
        ['Rudny', 'Рудный'],
      ],
    ],
    [
      ['Mangystau Region', 'Мангистауская область'],
      [
        ['Aktau', 'Актау'],
        ['Zhanaozen', 'Жанаозен'],
      ],
    ],
    [
      ['Pavlodar Region', 'Павлодарская область'],
      [
        ['Pavlodar', 'Павлодар'],
        ['Ekibastuz', 'Экибастуз'],
      ],
    ],
    [
      ['Turkistan Region', 'Туркестанская область'],
      [
        ['Turkistan', 'Туркестан'],
        ['Kentau', 'Кентау'],
      ],
    ],
  ],
  RU: [
    [
      ['Moscow', 'Москва'],
      [
        ['Moscow', 'Москва'],
        ['Zelenograd', 'Зеленоград'],
      ],
    ],
    [
      ['Saint Petersburg', 'Санкт-Петербург'],
      [
        ['Saint Petersburg', 'Санкт-Петербург'],
        ['Kolpino', 'Колпино'],
      ],
    ],
    [
      ['Moscow Oblast', 'Московская область'],
      [
        ['Balashikha', 'Балашиха'],
        ['Podolsk', 'Подольск'],
        ['Khimki', 'Химки'],
      ],
    ],
    [
      ['Sverdlovsk Oblast', 'Свердловская область'],
      [
        ['Yekaterinburg', 'Екатеринбург'],
        ['Nizhny Tagil', 'Нижний Тагил'],
      ],
    ],
    [
      ['Novosibirsk Oblast', 'Новосибирская область'],
      [
        ['Novosibirsk', 'Новосибирск'],
        ['Berdsk', 'Бердск'],
      ],
    ],
    [
      ['Tatarstan', 'Татарстан'],
      [
        ['Kazan', 'Казань'],
        ['Naberezhnye Chelny', 'Набережные Челны'],
      ],
    ],
    [
      ['Krasnodar Krai', 'Краснодарский край'],
      [
        ['Krasnodar', 'Краснодар'],
        ['Sochi', 'Сочи'],
        ['Novorossiysk', 'Новороссийск'],
      ],
    ],
    [
      ['Nizhny Novgorod Oblast', 'Нижегородская область'],
      [
        ['Nizhny Novgorod', 'Нижний Новгород'],
        ['Dzerzhinsk', 'Дзержинск'],
      ],
    ],
    [
      ['Samara Oblast', 'Самарская область'],
      [
        ['Samara', 'Самара'],
        ['Tolyatti', 'Тольятти'],
      ],
    ],
    [
      ['Rostov Oblast', 'Ростовская область'],
      [
        ['Rostov-on-Don', 'Ростов-на-Дону'],
        ['Taganrog', 'Таганрог'],
      ],
    ],
  ],
  UA: [
    [['Kyiv', 'Киев'], [['Kyiv', 'Киев']]],
    [
      ['Kharkiv Oblast', 'Харьковская область'],
      [
        ['Kharkiv', 'Харьков'],
        ['Lozova', 'Лозовая'],
      ],
    ],
    [
      ['Odesa Oblast', 'Одесская область'],
      [
        ['Odesa', 'Одесса'],
        ['Izmail', 'Измаил'],
      ],
    ],
    [
      ['Dnipropetrovsk Oblast', 'Днепропетровская область'],
      [
        ['Dnipro', 'Днепр'],
        ['Kryvyi Rih', 'Кривой Рог'],
      ],
    ],
    [
      ['Lviv Oblast', 'Львовская область'],
      [
        ['Lviv', 'Львов'],
        ['Drohobych', 'Дрогобыч'],
      ],
    ],
  ],
  BY: [
    [['Minsk', 'Минск'], [['Minsk', 'Минск']]],
    [
      ['Brest Region', 'Брестская область'],
      [
        ['Brest', 'Брест'],
        ['Baranovichi', 'Барановичи'],
      ],
    ],
    [
      ['Gomel Region', 'Гомельская область'],
      [
        ['Gomel', 'Гомель'],
        ['Mozyr', 'Мозырь'],
      ],
    ],
    [
      ['Grodno Region', 'Гродненская область'],
      [
        ['Grodno', 'Гродно'],
        ['Lida', 'Лида'],
      ],
    ],
    [
      ['Mogilev Region', 'Могилёвская область'],
      [
        ['Mogilev', 'Могилёв'],
        ['Bobruisk', 'Бобруйск'],
      ],
    ],
    [
      ['Vitebsk Region', 'Витебская область'],
      [
        ['Vitebsk', 'Витебск'],
        ['Polotsk', 'Полоцк'],
      ],
    ],
  ],
  UZ: [
    [['Tashkent', 'Ташкент'], [['Tashkent', 'Ташкент']]],
    [
      ['Samarkand Region', 'Самаркандская область'],
      [
        ['Samarkand', 'Самарканд'],
        ['Kattakurgan', 'Каттакурган'],
      ],
    ],
    [
      ['Fergana Region', 'Ферганская область'],
      [
        ['Fergana', 'Фергана'],
        ['Kokand', 'Коканд'],
      ],
    ],
    [
      ['Bukhara Region', 'Бухарская область'],
      [
        ['Bukhara', 'Бухара'],
        ['Kagan', 'Каган'],
      ],
    ],
  ],
  KG: [
    [['Bishkek', 'Бишкек'], [['Bishkek', 'Бишкек']]],
    [
      ['Osh Region', 'Ошская область'],
      [
        ['Osh', 'Ош'],
        ['Uzgen', 'Узген'],
      ],
    ],
    [
      ['Chuy Region', 'Чуйская область'],
      [
        ['Tokmok', 'Токмок'],
        ['Kant', 'Кант'],
      ],
    ],
  ],
  AZ: [
    [['Baku', 'Баку'], [['Baku', 'Баку']]],
    [['Ganja-Dashkasan', 'Гянджа-Дашкесан'], [['Ganja', 'Гянджа']]],
    [
      ['Absheron-Khizi', 'Апшерон-Хызы'],
      [
        ['Sumgait', 'Сумгаит'],
        ['Khirdalan', 'Хырдалан'],
      ],
    ],
  ],
  AM: [
    [['Yerevan', 'Ереван'], [['Yerevan', 'Ереван']]],
    [['Shirak', 'Ширак'], [['Gyumri', 'Гюмри']]],
    [['Lori', 'Лори'], [['Vanadzor', 'Ванадзор']]],
  ],
  GE: [
    [['Tbilisi', 'Тбилиси'], [['Tbilisi', 'Тбилиси']]],
    [
      ['Adjara', 'Аджария'],
      [
        ['Batumi', 'Батуми'],
        ['Kobuleti', 'Кобулети'],
      ],
    ],
    [['Imereti', 'Имеретия'], [['Kutaisi', 'Кутаиси']]],
  ],
};

export interface RegionSeed {
  readonly id: number;
  readonly countryId: number;
  readonly names: Record<string, string>;
  readonly position: number;
  readonly cities: readonly { id: number; names: Record<string, string>; position: number }[];
}

/** Ids are derived (country id x 100 + position, region id x 100 + position), so they never move. */
export function regionSeeds(): RegionSeed[] {
  return Object.entries(REGIONS).flatMap(([iso, regions]) => {
    const countryId = countryIdFromIso(iso);
    return regions.map(([[en, ru], cities], index) => {
      const id = countryId * 100 + index + 1;
      return {
        id,
        countryId,
        names: { en, ru },
        position: index + 1,
        cities: cities.map(([cityEn, cityRu], cityIndex) => ({
          id: id * 100 + cityIndex + 1,
          names: { en: cityEn, ru: cityRu },
          position: cityIndex + 1,
        })),
      };
    });
  });
}
