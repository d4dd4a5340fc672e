import { nameList, names } from './names';
import type { NamePool, Origin } from './people.types';

/** European naming traditions, with each name as Russian and Arabic media write it. */
export const EUROPEAN_NAMES: Partial<Record<Origin, NamePool>> = {
  russian: {
    male: nameList(`
      Ivan|Иван|إيفان
      Dmitry|Дмитрий|دميتري
      Alexei|Алексей|أليكسي
      Sergei|Сергей|سيرغي
      Andrei|Андрей|أندريه
      Mikhail|Михаил|ميخائيل
      Nikita|Никита|نيكيتا
      Pavel|Павел|بافيل
      Artyom|Артём|أرتيوم
      Maxim|Максим|مكسيم
      Kirill|Кирилл|كيريل
      Roman|Роман|رومان
    `),
    female: nameList(`
      Anna|Анна|آنا
      Maria|Мария|ماريا
      Elena|Елена|إيلينا
      Daria|Дарья|داريا
      Anastasia|Анастасия|أناستاسيا
      Ekaterina|Екатерина|إيكاترينا
      Veronika|Вероника|فيرونيكا
      Polina|Полина|بولينا
    `),
    surnames: nameList(`
      Ivanov|Иванов|إيفانوف
      Petrov|Петров|بيتروف
      Smirnov|Смирнов|سميرنوف
      Kuznetsov|Кузнецов|كوزنيتسوف
      Popov|Попов|بوبوف
      Volkov|Волков|فولكوف
      Sokolov|Соколов|سوكولوف
      Lebedev|Лебедев|ليبيديف
      Morozov|Морозов|موروزوف
      Novikov|Новиков|نوفيكوف
      Orlov|Орлов|أورلوف
      Belov|Белов|بيلوف
      Zaitsev|Зайцев|زايتسيف
      Egorov|Егоров|إيغوروف
      Golubev|Голубев|غولوبيف
      Vinogradov|Виноградов|فينوغرادوف
    `),
    femaleSuffix: names('a|а|ا'),
  },
  kazakh: {
    male: nameList(`
      Nurlan|Нурлан|نورلان
      Askar|Аскар|عسكر
      Yerlan|Ерлан|يرلان
      Daniyar|Данияр|دانيار
      Timur|Тимур|تيمور
      Arman|Арман|أرمان
      Bauyrzhan|Бауыржан|باويرجان
      Azamat|Азамат|عظمات
      Serik|Серик|سيريك
      Marat|Марат|مارات
    `),
    female: nameList(`
      Aigerim|Айгерим|أيغريم
      Dana|Дана|دانا
      Aruzhan|Аружан|أروجان
      Saule|Сауле|ساولي
      Zarina|Зарина|زارينا
      Aliya|Алия|عالية
    `),
    surnames: nameList(`
      Abenov|Абенов|أبينوف
      Nurpeisov|Нурпеисов|نوربيسوف
      Suleimenov|Сулейменов|سليمينوف
      Zhaksylykov|Жаксылыков|جاكسيليكوف
      Bekov|Беков|بيكوف
      Sadykov|Садыков|صادقوف
      Omarov|Омаров|عمروف
      Ermekov|Ермеков|يرميكوف
      Kassymov|Касымов|قاسيموف
      Akhmetov|Ахметов|أحمدوف
      Iskakov|Искаков|إسكاكوف
      Baimukhanov|Баймуханов|بايموخانوف
    `),
    femaleSuffix: names('a|а|ا'),
  },
  english: {
    male: nameList(`
      James|Джеймс|جيمس
      Oliver|Оливер|أوليفر
      Jack|Джек|جاك
      Harry|Гарри|هاري
      Thomas|Томас|توماس
      William|Уильям|ويليام
      Daniel|Дэниел|دانيال
      Ryan|Райан|رايان
      Connor|Коннор|كونور
      Lewis|Льюис|لويس
      Ethan|Итан|إيثان
      Michael|Майкл|مايكل
    `),
    female: nameList(`
      Emily|Эмили|إيميلي
      Sophie|Софи|صوفي
      Chloe|Хлоя|كلوي
      Olivia|Оливия|أوليفيا
      Grace|Грейс|غريس
      Hannah|Ханна|هانا
      Jessica|Джессика|جيسيكا
      Lucy|Люси|لوسي
    `),
    surnames: nameList(`
      Walker|Уокер|ووكر
      Harris|Харрис|هاريس
      Clarke|Кларк|كلارك
      Bennett|Беннетт|بينيت
      Hughes|Хьюз|هيوز
      Turner|Тёрнер|تيرنر
      Cooper|Купер|كوبر
      Ward|Уорд|وارد
      Morgan|Морган|مورغان
      Reed|Рид|ريد
      Fletcher|Флетчер|فليتشر
      Barnes|Барнс|بارنز
      Parker|Паркер|باركر
      Shaw|Шоу|شو
      Hayes|Хейс|هايز
      Mitchell|Митчелл|ميتشل
    `),
  },
  spanish: {
    male: nameList(`
      Carlos|Карлос|كارلوس
      Javier|Хавьер|خافيير
      Pablo|Пабло|بابلو
      Diego|Диего|دييغو
      Alejandro|Алехандро|أليخاندرو
      Sergio|Серхио|سيرخيو
      Álvaro|Альваро|ألفارو
      Marcos|Маркос|ماركوس
      Raúl|Рауль|راؤول
      Adrián|Адриан|أدريان
    `),
    female: nameList(`
      Lucía|Лусия|لوسيا
      Carmen|Кармен|كارمن
      Paula|Паула|باولا
      Marta|Марта|مارتا
      Irene|Ирене|إيريني
      Sara|Сара|سارة
    `),
    surnames: nameList(`
      García|Гарсия|غارسيا
      Romero|Ромеро|روميرو
      Navarro|Наварро|نافارو
      Torres|Торрес|توريس
      Ruiz|Руис|رويث
      Moreno|Морено|مورينو
      Jiménez|Хименес|خيمينيث
      Castillo|Кастильо|كاستيو
      Ortega|Ортега|أورتيغا
      Delgado|Дельгадо|ديلغادو
      Herrera|Эррера|هيريرا
      Vidal|Видаль|فيدال
    `),
  },
  german: {
    male: nameList(`
      Lukas|Лукас|لوكاس
      Jonas|Йонас|يوناس
      Felix|Феликс|فيليكس
      Maximilian|Максимилиан|ماكسيميليان
      Leon|Леон|ليون
      Niklas|Никлас|نيكلاس
      Tobias|Тобиас|توبياس
      Florian|Флориан|فلوريان
      Jan|Ян|يان
      Moritz|Мориц|موريتس
    `),
    female: nameList(`
      Lena|Лена|لينا
      Laura|Лаура|لاورا
      Julia|Юлия|يوليا
      Lea|Леа|ليا
      Johanna|Йоханна|يوهانا
      Nina|Нина|نينا
    `),
    surnames: nameList(`
      Weber|Вебер|فيبر
      Schneider|Шнайдер|شنايدر
      Fischer|Фишер|فيشر
      Wagner|Вагнер|فاغنر
      Becker|Беккер|بيكر
      Hoffmann|Хоффманн|هوفمان
      Schulz|Шульц|شولتس
      Koch|Кох|كوخ
      Richter|Рихтер|ريختر
      Wolf|Вольф|فولف
      Braun|Браун|براون
      Krüger|Крюгер|كروغر
    `),
  },
  french: {
    male: nameList(`
      Hugo|Юго|هوغو
      Louis|Луи|لويس
      Lucas|Люка|لوكا
      Théo|Тео|تيو
      Antoine|Антуан|أنطوان
      Julien|Жюльен|جوليان
      Mathis|Матис|ماتيس
      Nicolas|Николя|نيكولا
      Maxime|Максим|ماكسيم
      Bastien|Бастьен|باستيان
    `),
    female: nameList(`
      Camille|Камиль|كاميل
      Léa|Леа|ليا
      Manon|Манон|مانون
      Chloé|Хлоэ|كلوي
      Inès|Инес|إيناس
      Clara|Клара|كلارا
    `),
    surnames: nameList(`
      Lefebvre|Лефевр|لوفيفر
      Moreau|Моро|مورو
      Laurent|Лоран|لوران
      Girard|Жирар|جيرار
      Bonnet|Бонне|بونيه
      Dupont|Дюпон|دوبون
      Lambert|Ламбер|لامبير
      Fontaine|Фонтен|فونتين
      Rousseau|Руссо|روسو
      Mercier|Мерсье|ميرسييه
      Blanc|Блан|بلان
      Guérin|Герен|غيران
    `),
  },
  italian: {
    male: nameList(`
      Marco|Марко|ماركو
      Luca|Лука|لوكا
      Matteo|Маттео|ماتيو
      Alessandro|Алессандро|أليساندرو
      Lorenzo|Лоренцо|لورينتسو
      Davide|Давиде|دافيدي
      Simone|Симоне|سيموني
      Federico|Федерико|فيديريكو
      Andrea|Андреа|أندريا
      Riccardo|Риккардо|ريكاردو
    `),
    female: nameList(`
      Giulia|Джулия|جوليا
      Chiara|Кьяра|كيارا
      Francesca|Франческа|فرانشيسكا
      Martina|Мартина|مارتينا
      Elisa|Элиза|إليزا
      Sofia|София|صوفيا
    `),
    surnames: nameList(`
      Rossi|Росси|روسي
      Bianchi|Бьянки|بيانكي
      Romano|Романо|رومانو
      Colombo|Коломбо|كولومبو
      Ricci|Риччи|ريتشي
      Marino|Марино|مارينو
      Greco|Греко|غريكو
      Bruno|Бруно|برونو
      Gallo|Галло|غالو
      Conti|Конти|كونتي
      Esposito|Эспозито|إسبوزيتو
      Mancini|Манчини|مانشيني
    `),
  },
  czech: {
    male: nameList(`
      Tomáš|Томаш|توماش
      Jakub|Якуб|ياكوب
      Ondřej|Ондржей|أوندريه
      Lukáš|Лукаш|لوكاش
      Martin|Мартин|مارتن
      Petr|Петр|بيتر
      Filip|Филип|فيليب
      Jiří|Иржи|ييرجي
    `),
    female: nameList(`
      Tereza|Тереза|تيريزا
      Barbora|Барбора|باربورا
      Markéta|Маркета|ماركيتا
      Karolína|Каролина|كارولينا
      Veronika|Вероника|فيرونيكا
    `),
    surnames: nameList(`
      Novák|Новак|نوفاك
      Dvořák|Дворжак|دفورجاك
      Horák|Горак|هوراك
      Král|Краль|كرال
      Beneš|Бенеш|بينيش
      Zeman|Земан|زيمان
      Kolář|Коларж|كولارج
      Pospíšil|Поспишил|بوسبيشيل
      Urban|Урбан|أوربان
      Doležal|Долежал|دوليجال
    `),
    femaleSuffix: names('ová|ова|وفا'),
  },
  nordic: {
    male: nameList(`
      Erik|Эрик|إريك
      Lars|Ларс|لارس
      Anders|Андерс|أندرس
      Mikael|Микаэль|ميكائيل
      Oskar|Оскар|أوسكار
      Johan|Юхан|يوهان
      Mikko|Микко|ميكو
      Jussi|Юсси|يوسي
      Ville|Вилле|فيلي
      Henrik|Хенрик|هنريك
    `),
    female: nameList(`
      Elin|Элин|إيلين
      Saga|Сага|ساغا
      Emma|Эмма|إيما
      Aino|Айно|أينو
      Ida|Ида|إيدا
      Linnea|Линнея|لينيا
    `),
    surnames: nameList(`
      Lindqvist|Линдквист|ليندكفيست
      Johansson|Юханссон|يوهانسون
      Karlsson|Карлссон|كارلسون
      Nilsson|Нильссон|نيلسون
      Eriksson|Эрикссон|إريكسون
      Berg|Берг|بيرغ
      Virtanen|Виртанен|فيرتانين
      Korhonen|Корхонен|كورهونين
      Mäkinen|Мякинен|ماكينين
      Nieminen|Ниеминен|نيمينين
      Laine|Лайне|لاينه
      Holm|Хольм|هولم
    `),
  },
};
