import type { Names } from '../../../feed/feed-model';
import { nameList } from './names';

/**
 * How clubs are named where they play: a pattern with `{}` for the city, in each language as that country's
 * clubs are known abroad ("Real {}" is "Реал {}" and "ريال {}"; a franchise keeps its nickname transliterated,
 * "Chicago Hawks" is "Чикаго Хокс" and "شيكاغو هوكس").
 */
export type ClubStyle =
  | 'english'
  | 'spanish'
  | 'german'
  | 'italian'
  | 'french'
  | 'russian'
  | 'kazakh'
  | 'turkish'
  | 'portuguese'
  | 'arabic'
  | 'franchise'
  | 'cricket';

export const CLUB_PATTERNS: Readonly<Record<ClubStyle, readonly Names[]>> = {
  english: nameList(`
    {} United|{} Юнайтед|{} يونايتد
    {} City|{} Сити|{} سيتي
    {} Town|{} Таун|{} تاون
    {} Rovers|{} Роверс|{} روفرز
    {} Athletic|{} Атлетик|{} أتلتيك
    {} Albion|{} Альбион|{} ألبيون
    {} Wanderers|{} Уондерерс|{} واندررز
    {} County|{} Каунти|{} كاونتي
  `),
  spanish: nameList(`
    Real {}|Реал {}|ريال {}
    Atlético {}|Атлетико {}|أتلتيكو {}
    Deportivo {}|Депортиво {}|ديبورتيفو {}
    Racing {}|Расинг {}|راسينغ {}
    Sporting {}|Спортинг {}|سبورتينغ {}
    Unión {}|Унион {}|أونيون {}
  `),
  german: nameList(`
    Borussia {}|Боруссия {}|بوروسيا {}
    Eintracht {}|Айнтрахт {}|آينتراخت {}
    Fortuna {}|Фортуна {}|فورتونا {}
    Union {}|Унион {}|أونيون {}
    Arminia {}|Арминия {}|أرمينيا {}
    Viktoria {}|Виктория {}|فيكتوريا {}
    Alemannia {}|Алемания {}|أليمانيا {}
  `),
  italian: nameList(`
    Virtus {}|Виртус {}|فيرتوس {}
    Sporting {}|Спортинг {}|سبورتينغ {}
    Calcio {}|Кальчо {}|كالتشيو {}
    Pro {}|Про {}|برو {}
    Atletico {}|Атлетико {}|أتلتيكو {}
    Unione {}|Унионе {}|أونيوني {}
  `),
  french: nameList(`
    Olympique {}|Олимпик {}|أولمبيك {}
    Stade {}|Стад {}|ستاد {}
    Racing {}|Расинг {}|راسينغ {}
    Étoile {}|Этуаль {}|إيتوال {}
    Sporting {}|Спортинг {}|سبورتينغ {}
    Entente {}|Антант {}|أنتانت {}
  `),
  russian: nameList(`
    Dynamo {}|Динамо {}|دينامو {}
    Spartak {}|Спартак {}|سبارتاك {}
    Lokomotiv {}|Локомотив {}|لوكوموتيف {}
    Torpedo {}|Торпедо {}|توربيدو {}
    Zenit {}|Зенит {}|زينيت {}
    Metallurg {}|Металлург {}|ميتالورغ {}
    Rotor {}|Ротор {}|روتور {}
    Avangard {}|Авангард {}|أفانغارد {}
    Traktor {}|Трактор {}|تراكتور {}
  `),
  kazakh: nameList(`
    Kairat {}|Кайрат {}|كايرات {}
    Tobol {}|Тобол {}|توبول {}
    Irtysh {}|Иртыш {}|إرتيش {}
    Zhetysu {}|Жетысу {}|جيتيسو {}
    Shakhter {}|Шахтёр {}|شاختيور {}
    Yessil {}|Есиль {}|يسيل {}
  `),
  turkish: nameList(`
    {}spor|{}спор|{} سبور
    {} Belediyespor|{} Беледиеспор|{} بلدية سبور
    {} Gençlerbirliği|{} Генчлербирлиги|{} جنتشلر بيرليغي
  `),
  portuguese: nameList(`
    Sporting {}|Спортинг {}|سبورتينغ {}
    Vitória {}|Витория {}|فيتوريا {}
    Académica {}|Академика {}|أكاديميكا {}
    Atlético {}|Атлетико {}|أتلتيكو {}
    União {}|Униан {}|أونياو {}
    Grêmio {}|Гремио {}|غريميو {}
  `),
  arabic: nameList(`
    Al-Ahli {}|Аль-Ахли {}|الأهلي {}
    Al-Ittihad {}|Аль-Иттихад {}|الاتحاد {}
    Al-Nasr {}|Аль-Наср {}|النصر {}
    Al-Hilal {}|Аль-Хиляль {}|الهلال {}
    Al-Shabab {}|Аль-Шабаб {}|الشباب {}
    Al-Wahda {}|Аль-Вахда {}|الوحدة {}
    Al-Fateh {}|Аль-Фатех {}|الفتح {}
    Al-Taawoun {}|Аль-Таавун {}|التعاون {}
  `),
  franchise: nameList(`
    {} Wolves|{} Вулвз|{} وولفز
    {} Bears|{} Беарз|{} بيرز
    {} Eagles|{} Иглз|{} إيغلز
    {} Hawks|{} Хокс|{} هوكس
    {} Lions|{} Лайонс|{} لايونز
    {} Kings|{} Кингз|{} كينغز
    {} Knights|{} Найтс|{} نايتس
    {} Rangers|{} Рейнджерс|{} رينجرز
    {} Storm|{} Сторм|{} ستورم
    {} Titans|{} Тайтанс|{} تايتنز
    {} Falcons|{} Фэлконс|{} فالكونز
    {} Stallions|{} Сталлионс|{} ستاليونز
    {} Thunder|{} Тандер|{} ثاندر
    {} Mustangs|{} Мустангс|{} موستانغز
    {} Comets|{} Кометс|{} كوميتس
    {} Sharks|{} Шаркс|{} شاركس
  `),
  cricket: nameList(`
    {} Kings|{} Кингз|{} كينغز
    {} Royals|{} Роялс|{} رويالز
    {} Titans|{} Тайтанс|{} تايتنز
    {} Capitals|{} Кэпиталз|{} كابيتالز
    {} Warriors|{} Уорриорз|{} ووريرز
    {} Strikers|{} Страйкерс|{} سترايكرز
    {} Heat|{} Хит|{} هيت
    {} Stars|{} Старз|{} ستارز
  `),
};

/** The style of a country's clubs; franchise leagues (North American, nordic hockey) choose theirs explicitly. */
export const COUNTRY_CLUB_STYLE: Readonly<Record<string, ClubStyle>> = {
  GB: 'english',
  ES: 'spanish',
  DE: 'german',
  IT: 'italian',
  FR: 'french',
  RU: 'russian',
  KZ: 'kazakh',
  TR: 'turkish',
  PT: 'portuguese',
  BR: 'portuguese',
  SA: 'arabic',
  AE: 'arabic',
  EG: 'arabic',
  US: 'franchise',
  CA: 'franchise',
  SE: 'franchise',
  FI: 'franchise',
  JP: 'franchise',
  IN: 'cricket',
  AU: 'cricket',
};
