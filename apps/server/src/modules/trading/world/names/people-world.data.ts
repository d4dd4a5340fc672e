import { nameList } from './names';
import type { NamePool, Origin } from './people.types';

/** Naming traditions outside Europe, with each name as Russian and Arabic media write it. */
export const WORLD_NAMES: Partial<Record<Origin, NamePool>> = {
  portuguese: {
    male: nameList(`
      Lucas|Лукас|لوكاس
      Gabriel|Габриэл|غابرييل
      Rafael|Рафаэл|رافاييل
      Mateus|Матеус|ماتيوس
      Thiago|Тиаго|تياغو
      João|Жуан|جواو
      Pedro|Педру|بيدرو
      Bruno|Бруну|برونو
      Diogo|Диогу|ديوغو
      Felipe|Фелипе|فيليبي
    `),
    female: nameList(`
      Beatriz|Беатрис|بياتريس
      Ana|Ана|آنا
      Mariana|Мариана|ماريانا
      Larissa|Ларисса|لاريسا
      Carolina|Каролина|كارولينا
      Inês|Инес|إينيس
    `),
    surnames: nameList(`
      Silva|Силва|سيلفا
      Santos|Сантус|سانتوس
      Oliveira|Оливейра|أوليفيرا
      Souza|Соуза|سوزا
      Pereira|Перейра|بيريرا
      Costa|Коста|كوستا
      Almeida|Алмейда|ألميدا
      Ferreira|Феррейра|فيريرا
      Ribeiro|Рибейру|ريبيرو
      Carvalho|Карвалью|كارفاليو
      Rocha|Роша|روشا
      Martins|Мартинс|مارتينز
    `),
  },
  turkish: {
    male: nameList(`
      Mehmet|Мехмет|محمد
      Emre|Эмре|أمره
      Burak|Бурак|بوراك
      Can|Джан|جان
      Arda|Арда|أردا
      Kerem|Керем|كرم
      Oğuz|Огуз|أوغوز
      Yusuf|Юсуф|يوسف
      Cenk|Дженк|جنك
      Serkan|Серкан|سركان
    `),
    female: nameList(`
      Elif|Элиф|إليف
      Zeynep|Зейнеп|زينب
      Ayşe|Айше|عائشة
      Deniz|Дениз|دنيز
      Selin|Селин|سيلين
      Ebru|Эбру|إبرو
    `),
    surnames: nameList(`
      Yılmaz|Йылмаз|يلماز
      Kaya|Кая|كايا
      Demir|Демир|دمير
      Şahin|Шахин|شاهين
      Çelik|Челик|تشيليك
      Aydın|Айдын|آيدين
      Öztürk|Озтюрк|أوزتورك
      Arslan|Арслан|أرسلان
      Doğan|Доган|دوغان
      Koç|Коч|كوتش
      Kurt|Курт|كورت
      Polat|Полат|بولات
    `),
  },
  arabic: {
    male: nameList(`
      Omar|Омар|عمر
      Ahmed|Ахмед|أحمد
      Khalid|Халид|خالد
      Youssef|Юсеф|يوسف
      Hamza|Хамза|حمزة
      Tariq|Тарик|طارق
      Karim|Карим|كريم
      Faisal|Фейсал|فيصل
      Salem|Салем|سالم
      Nasser|Насер|ناصر
      Majed|Маджед|ماجد
      Ali|Али|علي
    `),
    female: nameList(`
      Layla|Лейла|ليلى
      Nour|Нур|نور
      Salma|Сальма|سلمى
      Mariam|Марьям|مريم
      Huda|Худа|هدى
      Rania|Рания|رانيا
    `),
    surnames: nameList(`
      Haddad|Хаддад|حداد
      Al-Harbi|Аль-Харби|الحربي
      Al-Qahtani|Аль-Кахтани|القحطاني
      Al-Mansouri|Аль-Мансури|المنصوري
      Khalil|Халиль|خليل
      Saleh|Салех|صالح
      Al-Dosari|Аль-Досари|الدوسري
      Mahmoud|Махмуд|محمود
      Hassan|Хасан|حسن
      Al-Shehri|Аль-Шехри|الشهري
      Fawzi|Фаузи|فوزي
      Al-Otaibi|Аль-Отайби|العتيبي
    `),
  },
  japanese: {
    male: nameList(`
      Kenji|Кэндзи|كينجي
      Takumi|Такуми|تاكومي
      Haruto|Харуто|هاروتو
      Daiki|Дайки|دايكي
      Yuto|Юто|يوتو
      Sho|Сё|شو
      Ren|Рэн|رين
      Kaito|Кайто|كايتو
      Ryo|Рё|ريو
      Hiroshi|Хироси|هيروشي
    `),
    female: nameList(`
      Yui|Юи|يوي
      Aoi|Аой|آوي
      Sakura|Сакура|ساكورا
      Hana|Хана|هانا
      Misaki|Мисаки|ميساكي
      Rin|Рин|رين
    `),
    surnames: nameList(`
      Sato|Сато|ساتو
      Suzuki|Судзуки|سوزوكي
      Takahashi|Такахаси|تاكاهاشي
      Tanaka|Танака|تاناكا
      Watanabe|Ватанабэ|واتانابي
      Ito|Ито|إيتو
      Yamamoto|Ямамото|ياماموتو
      Nakamura|Накамура|ناكامورا
      Kobayashi|Кобаяси|كوباياشي
      Kato|Като|كاتو
      Yoshida|Ёсида|يوشيدا
      Matsumoto|Мацумото|ماتسوموتو
    `),
  },
  chinese: {
    male: nameList(`
      Lei|Лэй|لي
      Wei|Вэй|وي
      Hao|Хао|هاو
      Jun|Цзюнь|جون
      Tao|Тао|تاو
      Yang|Ян|يانغ
      Kai|Кай|كاي
      Long|Лун|لونغ
      Peng|Пэн|بنغ
      Bo|Бо|بو
    `),
    female: nameList(`
      Mei|Мэй|مي
      Jing|Цзин|جينغ
      Xin|Синь|شين
      Yan|Янь|يان
      Ling|Лин|لينغ
      Hui|Хуэй|هوي
    `),
    surnames: nameList(`
      Wang|Ван|وانغ
      Li|Ли|لي
      Zhang|Чжан|تشانغ
      Liu|Лю|ليو
      Chen|Чэнь|تشين
      Zhao|Чжао|تشاو
      Huang|Хуан|هوانغ
      Zhou|Чжоу|تشو
      Wu|У|وو
      Xu|Сюй|شو
      Sun|Сунь|سون
      Ma|Ма|ما
    `),
    familyFirst: true,
  },
  indian: {
    male: nameList(`
      Arjun|Арджун|أرجون
      Rahul|Рахул|راهول
      Vikram|Викрам|فيكرام
      Aditya|Адитья|أديتيا
      Karan|Каран|كاران
      Siddharth|Сиддхартх|سيدهارث
      Anil|Анил|أنيل
      Ravi|Рави|رافي
      Sanjay|Санджай|سانجاي
      Amit|Амит|أميت
    `),
    female: nameList(`
      Priya|Прия|بريا
      Ananya|Ананья|أنانيا
      Kavya|Кавья|كافيا
      Neha|Неха|نيها
      Pooja|Пуджа|بوجا
      Isha|Иша|إيشا
    `),
    surnames: nameList(`
      Sharma|Шарма|شارما
      Patel|Патель|باتيل
      Singh|Сингх|سينغ
      Kumar|Кумар|كومار
      Gupta|Гупта|غوبتا
      Reddy|Редди|ريدي
      Iyer|Айер|آيير
      Nair|Наир|ناير
      Mehta|Мехта|ميهتا
      Joshi|Джоши|جوشي
      Rao|Рао|راو
      Desai|Десаи|ديساي
    `),
  },
};
