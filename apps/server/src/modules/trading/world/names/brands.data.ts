import { nameList } from './names';

/** Esports organisations: English brand names, transliterated in Russian and Arabic as their fans write them. */
export const ESPORTS_TEAMS = nameList(`
  Nova Esports|Нова Эспортс|نوفا إي سبورتس
  Iron Wolves|Айрон Вулвз|آيرون وولفز
  Crimson Five|Кримсон Файв|كريمسون فايف
  Polar Titans|Полар Тайтанс|بولار تايتنز
  Shadow Lynx|Шэдоу Линкс|شادو لينكس
  Northern Lights|Нозерн Лайтс|نورذرن لايتس
  Red Falcons|Ред Фэлконс|ريد فالكونز
  Void Runners|Войд Раннерс|فويد رانرز
  Astral Gaming|Астрал Гейминг|أسترال غيمينغ
  Steel Dragons|Стил Драгонс|ستيل دراغونز
  Blue Comets|Блю Кометс|بلو كوميتس
  Golden Vipers|Голден Вайперс|غولدن فايبرز
  Storm Riders|Сторм Райдерс|ستورم رايدرز
  Phantom Squad|Фантом Сквад|فانتوم سكواد
  Apex Legion|Эйпекс Лиджн|أبيكس ليجن
  Silent Owls|Сайлент Аулз|سايلنت أولز
  Neon Tigers|Неон Тайгерс|نيون تايغرز
  Frost Giants|Фрост Джайентс|فروست جاينتس
  Echo Ravens|Эко Рэйвенс|إيكو ريفنز
  Obsidian Club|Обсидиан Клаб|أوبسيديان كلوب
`);

export const HORSES = nameList(`
  Silver Arrow|Сильвер Эрроу|سيلفر آرو
  Desert Wind|Дезерт Винд|ديزرت ويند
  Golden Mile|Голден Майл|غولدن مايل
  Night Rider|Найт Райдер|نايت رايدر
  Royal Blaze|Роял Блейз|رويال بليز
  Morning Star|Морнинг Стар|مورنينغ ستار
  Thunder Road|Тандер Роуд|ثاندر رود
  Highland Queen|Хайленд Куин|هايلاند كوين
  Stormy Sea|Сторми Си|ستورمي سي
  Quick Silver|Квик Сильвер|كويك سيلفر
  Lucky Charm|Лаки Чарм|لاكي تشارم
  Red Baron|Ред Барон|ريد بارون
  Blue Horizon|Блю Хорайзон|بلو هورايزن
  Wild Spirit|Уайлд Спирит|وايلد سبيريت
  Iron Duke|Айрон Дьюк|آيرون ديوك
  Falcon Ridge|Фэлкон Ридж|فالكون ريدج
  Moonlight Dancer|Мунлайт Дансер|مونلايت دانسر
  Emerald Isle|Эмеральд Айл|إميرالد آيل
  Brave Heart|Брейв Харт|بريف هارت
  Dark Legend|Дарк Леджнд|دارك ليجند
  Sahara Sun|Сахара Сан|صحارى صن
  Arabian Knight|Эрэбиан Найт|أرابيان نايت
  Northern Echo|Нозерн Эко|نورذرن إيكو
  Crown Jewel|Краун Джуэл|كراون جويل
  Fire Opal|Файр Опал|فاير أوبال
  Gentle Breeze|Джентл Бриз|جنتل بريز
  Harbour Light|Харбор Лайт|هاربر لايت
  Silk Road|Силк Роуд|سيلك رود
  Winter Rose|Уинтер Роуз|وينتر روز
  Velvet Storm|Вельвет Сторм|فيلفت ستورم
  Ocean Pearl|Оушен Перл|أوشن بيرل
  Copper Canyon|Коппер Каньон|كوبر كانيون
  Star Runner|Стар Раннер|ستار رانر
  Last Ember|Ласт Эмбер|لاست إمبر
  Swift Justice|Свифт Джастис|سويفت جاستس
  Proud Eagle|Прауд Игл|براود إيغل
`);

/** Marble racing's field, named after stones and colours. */
export const MARBLES = nameList(`
  Ruby|Руби|روبي
  Azure|Азур|أزور
  Emerald|Эмеральд|إميرالد
  Amber|Эмбер|أمبر
  Onyx|Оникс|أونيكس
  Pearl|Перл|بيرل
  Cobalt|Кобальт|كوبالت
  Jade|Джейд|جايد
  Topaz|Топаз|توباز
  Violet|Вайолет|فايوليت
`);

/** Parties of the fictional states whose elections the politics section prices. */
export const PARTIES = nameList(`
  Green Party|Партия зелёных|حزب الخضر
  Liberal Party|Либеральная партия|الحزب الليبرالي
  Conservative Party|Консервативная партия|حزب المحافظين
  Labour Party|Лейбористская партия|حزب العمال
  Social Democrats|Социал-демократы|الديمقراطيون الاجتماعيون
  Farmers' Union|Союз фермеров|اتحاد المزارعين
  Pirate Party|Пиратская партия|حزب القراصنة
  Independent candidates|Независимые кандидаты|المرشحون المستقلون
`);

export const FICTIONAL_STATES = nameList(`
  Northland|Нортленд|نورثلاند
  Eastmark|Истмарк|إيستمارك
  Southport|Саутпорт|ساوثبورت
`);

export const CIRCUITS = nameList(`
  Monza|Монца|مونزا
  Silverstone|Сильверстоун|سيلفرستون
  Suzuka|Судзука|سوزوكا
  Interlagos|Интерлагос|إنترلاغوس
  Yas Marina|Яс Марина|ياس مارينا
  Spa-Francorchamps|Спа-Франкоршам|سبا فرانكورشان
  Jeddah Corniche|Джидда Корниш|كورنيش جدة
  Albert Park|Альберт-Парк|ألبرت بارك
`);
