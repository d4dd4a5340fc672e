import type { Names } from '../../../feed/feed-model';
import { nameList } from './names';

/**
 * Cities that give clubs and franchises their names, by ISO country code, with the forms Russian and Arabic
 * media use (Мюнхен, ميونخ; Санкт-Петербург, سانت بطرسبرغ), not transliterations of the English.
 */
export const CITIES: Readonly<Record<string, readonly Names[]>> = {
  GB: nameList(`
    London|Лондон|لندن
    Manchester|Манчестер|مانشستر
    Liverpool|Ливерпуль|ليفربول
    Birmingham|Бирмингем|برمنغهام
    Leeds|Лидс|ليدز
    Sheffield|Шеффилд|شيفيلد
    Bristol|Бристоль|بريستول
    Newcastle|Ньюкасл|نيوكاسل
    Nottingham|Ноттингем|نوتنغهام
    Leicester|Лестер|ليستر
    Southampton|Саутгемптон|ساوثهامبتون
    Brighton|Брайтон|برايتون
    Norwich|Норидж|نورويتش
    Coventry|Ковентри|كوفنتري
    Plymouth|Плимут|بليموث
    Derby|Дерби|ديربي
  `),
  ES: nameList(`
    Madrid|Мадрид|مدريد
    Barcelona|Барселона|برشلونة
    Valencia|Валенсия|فالنسيا
    Seville|Севилья|إشبيلية
    Bilbao|Бильбао|بلباو
    Málaga|Малага|ملقة
    Zaragoza|Сарагоса|سرقسطة
    Granada|Гранада|غرناطة
    Vigo|Виго|فيغو
    Cádiz|Кадис|قادش
    Valladolid|Вальядолид|بلد الوليد
    Oviedo|Овьедо|أوفييدو
    Almería|Альмерия|ألمرية
    Alicante|Аликанте|أليكانتي
  `),
  DE: nameList(`
    Berlin|Берлин|برلين
    Munich|Мюнхен|ميونخ
    Hamburg|Гамбург|هامبورغ
    Cologne|Кёльн|كولونيا
    Frankfurt|Франкфурт|فرانكفورت
    Stuttgart|Штутгарт|شتوتغارت
    Dortmund|Дортмунд|دورتموند
    Bremen|Бремен|بريمن
    Leipzig|Лейпциг|لايبزيغ
    Hanover|Ганновер|هانوفر
    Nuremberg|Нюрнберг|نورنبرغ
    Düsseldorf|Дюссельдорф|دوسلدورف
    Dresden|Дрезден|دريسدن
    Bochum|Бохум|بوخوم
  `),
  IT: nameList(`
    Rome|Рим|روما
    Milan|Милан|ميلانو
    Turin|Турин|تورينو
    Naples|Неаполь|نابولي
    Florence|Флоренция|فلورنسا
    Genoa|Генуя|جنوة
    Bologna|Болонья|بولونيا
    Verona|Верона|فيرونا
    Palermo|Палермо|باليرمو
    Bari|Бари|باري
    Parma|Парма|بارما
    Venice|Венеция|البندقية
    Cagliari|Кальяри|كالياري
    Bergamo|Бергамо|بيرغامو
  `),
  FR: nameList(`
    Paris|Париж|باريس
    Marseille|Марсель|مرسيليا
    Lyon|Лион|ليون
    Toulouse|Тулуза|تولوز
    Nice|Ницца|نيس
    Nantes|Нант|نانت
    Bordeaux|Бордо|بوردو
    Lille|Лилль|ليل
    Rennes|Ренн|رين
    Montpellier|Монпелье|مونبلييه
    Strasbourg|Страсбург|ستراسبورغ
    Reims|Реймс|ريمس
    Lens|Ланс|لانس
    Brest|Брест|بريست
  `),
  RU: nameList(`
    Moscow|Москва|موسكو
    Saint Petersburg|Санкт-Петербург|سانت بطرسبرغ
    Kazan|Казань|قازان
    Yekaterinburg|Екатеринбург|يكاترينبورغ
    Novosibirsk|Новосибирск|نوفوسيبيرسك
    Samara|Самара|سامارا
    Rostov|Ростов|روستوف
    Krasnodar|Краснодар|كراسنودار
    Sochi|Сочи|سوتشي
    Omsk|Омск|أومسك
    Ufa|Уфа|أوفا
    Yaroslavl|Ярославль|ياروسلافل
    Nizhny Novgorod|Нижний Новгород|نيجني نوفغورود
    Voronezh|Воронеж|فورونيج
    Perm|Пермь|بيرم
    Chelyabinsk|Челябинск|تشيليابينسك
  `),
  KZ: nameList(`
    Almaty|Алматы|ألماتي
    Astana|Астана|أستانا
    Shymkent|Шымкент|شيمكنت
    Karaganda|Караганда|كاراغاندا
    Aktobe|Актобе|أكتوبي
    Pavlodar|Павлодар|بافلودار
    Kostanay|Костанай|كوستاناي
    Taraz|Тараз|تاراز
    Atyrau|Атырау|أتيراو
    Oskemen|Усть-Каменогорск|أوست كامينوغورسك
    Semey|Семей|سيمي
    Aktau|Актау|أكتاو
    Kyzylorda|Кызылорда|قيزيلوردا
    Turkistan|Туркестан|تركستان
  `),
  TR: nameList(`
    Istanbul|Стамбул|إسطنبول
    Ankara|Анкара|أنقرة
    Izmir|Измир|إزمير
    Bursa|Бурса|بورصة
    Antalya|Анталья|أنطاليا
    Konya|Конья|قونية
    Trabzon|Трабзон|طرابزون
    Kayseri|Кайсери|قيصري
    Adana|Адана|أضنة
    Gaziantep|Газиантеп|غازي عنتاب
    Samsun|Самсун|سامسون
    Sivas|Сивас|سيواس
    Eskişehir|Эскишехир|إسكي شهير
    Rize|Ризе|ريزه
  `),
  PT: nameList(`
    Lisbon|Лиссабон|لشبونة
    Porto|Порту|بورتو
    Braga|Брага|براغا
    Coimbra|Коимбра|كويمبرا
    Faro|Фару|فارو
    Guimarães|Гимарайнш|غيماريش
    Aveiro|Авейру|أفيرو
    Setúbal|Сетубал|سيتوبال
    Funchal|Фуншал|فونشال
    Leiria|Лейрия|ليريا
  `),
  BR: nameList(`
    São Paulo|Сан-Паулу|ساو باولو
    Rio de Janeiro|Рио-де-Жанейро|ريو دي جانيرو
    Belo Horizonte|Белу-Оризонти|بيلو هوريزونتي
    Porto Alegre|Порту-Алегри|بورتو أليغري
    Salvador|Салвадор|سلفادور
    Recife|Ресифи|ريسيفي
    Fortaleza|Форталеза|فورتاليزا
    Curitiba|Куритиба|كوريتيبا
    Goiânia|Гояния|غويانيا
    Manaus|Манаус|ماناوس
    Belém|Белен|بيليم
    Santos|Сантус|سانتوس
  `),
  US: nameList(`
    New York|Нью-Йорк|نيويورك
    Los Angeles|Лос-Анджелес|لوس أنجلوس
    Chicago|Чикаго|شيكاغو
    Houston|Хьюстон|هيوستن
    Phoenix|Финикс|فينيكس
    Philadelphia|Филадельфия|فيلادلفيا
    San Antonio|Сан-Антонио|سان أنطونيو
    San Diego|Сан-Диего|سان دييغو
    Dallas|Даллас|دالاس
    Boston|Бостон|بوسطن
    Seattle|Сиэтл|سياتل
    Denver|Денвер|دنفر
    Miami|Майами|ميامي
    Atlanta|Атланта|أتلانتا
    Detroit|Детройт|ديترويت
    Portland|Портленд|بورتلاند
  `),
  CA: nameList(`
    Toronto|Торонто|تورونتو
    Montreal|Монреаль|مونتريال
    Vancouver|Ванкувер|فانكوفر
    Calgary|Калгари|كالغاري
    Edmonton|Эдмонтон|إدمونتون
    Ottawa|Оттава|أوتاوا
    Winnipeg|Виннипег|وينيبيغ
    Quebec City|Квебек|مدينة كيبك
    Halifax|Галифакс|هاليفاكس
  `),
  SE: nameList(`
    Stockholm|Стокгольм|ستوكهولم
    Gothenburg|Гётеборг|غوتنبرغ
    Malmö|Мальмё|مالمو
    Uppsala|Уппсала|أوبسالا
    Linköping|Линчёпинг|لينشوبينغ
    Örebro|Эребру|أوريبرو
    Västerås|Вестерос|فيستيروس
    Luleå|Лулео|لوليو
    Skellefteå|Шеллефтео|شيليفتيو
    Växjö|Векшё|فيكشو
  `),
  FI: nameList(`
    Helsinki|Хельсинки|هلسنكي
    Tampere|Тампере|تامبيري
    Turku|Турку|توركو
    Oulu|Оулу|أولو
    Espoo|Эспоо|إسبو
    Lahti|Лахти|لاهتي
    Jyväskylä|Ювяскюля|يوفاسكولا
    Kuopio|Куопио|كوبيو
    Pori|Пори|بوري
    Rauma|Раума|راوما
  `),
  SA: nameList(`
    Riyadh|Эр-Рияд|الرياض
    Jeddah|Джидда|جدة
    Mecca|Мекка|مكة
    Medina|Медина|المدينة المنورة
    Dammam|Даммам|الدمام
    Taif|Таиф|الطائف
    Abha|Абха|أبها
    Buraidah|Бурайда|بريدة
    Tabuk|Табук|تبوك
    Khobar|Эль-Хубар|الخبر
    Hail|Хаиль|حائل
    Jazan|Джизан|جازان
  `),
  AE: nameList(`
    Dubai|Дубай|دبي
    Abu Dhabi|Абу-Даби|أبوظبي
    Sharjah|Шарджа|الشارقة
    Ajman|Аджман|عجمان
    Al Ain|Эль-Айн|العين
    Fujairah|Фуджейра|الفجيرة
    Ras Al Khaimah|Рас-эль-Хайма|رأس الخيمة
    Umm Al Quwain|Умм-эль-Кайвайн|أم القيوين
  `),
  EG: nameList(`
    Cairo|Каир|القاهرة
    Alexandria|Александрия|الإسكندرية
    Giza|Гиза|الجيزة
    Port Said|Порт-Саид|بورسعيد
    Suez|Суэц|السويس
    Ismailia|Исмаилия|الإسماعيلية
    Mansoura|Эль-Мансура|المنصورة
    Tanta|Танта|طنطا
    Aswan|Асуан|أسوان
    Luxor|Луксор|الأقصر
  `),
  JP: nameList(`
    Tokyo|Токио|طوكيو
    Osaka|Осака|أوساكا
    Yokohama|Иокогама|يوكوهاما
    Nagoya|Нагоя|ناغويا
    Sapporo|Саппоро|سابورو
    Fukuoka|Фукуока|فوكوكا
    Kobe|Кобе|كوبي
    Hiroshima|Хиросима|هيروشيما
    Sendai|Сендай|سنداي
    Chiba|Тиба|تشيبا
  `),
  IN: nameList(`
    Mumbai|Мумбаи|مومباي
    Delhi|Дели|دلهي
    Kolkata|Калькутта|كولكاتا
    Chennai|Ченнаи|تشيناي
    Bengaluru|Бангалор|بنغالور
    Hyderabad|Хайдарабад|حيدر أباد
    Jaipur|Джайпур|جايبور
    Lucknow|Лакхнау|لكناو
    Ahmedabad|Ахмадабад|أحمد آباد
    Pune|Пуна|بونه
  `),
  AU: nameList(`
    Sydney|Сидней|سيدني
    Melbourne|Мельбурн|ملبورن
    Brisbane|Брисбен|بريزبن
    Perth|Перт|بيرث
    Adelaide|Аделаида|أديلايد
    Hobart|Хобарт|هوبارت
    Canberra|Канберра|كانبرا
    Gold Coast|Голд-Кост|غولد كوست
  `),
};
