import { isRtlLanguage } from '@sportsbook/core/reference/rtl-languages';
import { languageIdFromCode, localeIdFromCode } from '@sportsbook/core/reference/reference-ids';
import { intlNames, type LocalizedNames } from './localized-names';

/** ISO 639-1 languages we can name (about 100): the ones with a sizeable online audience. */
const LANGUAGE_CODES = (
  'af am ar as az be bg bn bs ca cs cy da de dv el en eo es et eu fa fi fo fr ga gl gn gu ha he hi hr ht hu hy ' +
  'id ig is it ja jv ka kk km kn ko ku ky la lb lo lt lv mg mi mk ml mn mr ms mt my nb ne nl nn ny om or pa pl ' +
  'ps pt qu ro ru rw sd si sk sl sm sn so sq sr st su sv sw ta te tg th ti tk tl tr tt ug uk ur uz vi xh yi yo ' +
  'zh zu'
).split(' ');

/** language_REGION locales (about 75): each market's own language first, then widely used regional forms. */
const LOCALE_CODES = (
  'en_GB en_US en_AU en_CA en_IN en_IE en_NZ en_ZA en_NG en_KE en_GH en_PH ru_RU ru_KZ ru_BY ru_UA ru_KG ' +
  'ar_AE ar_SA ar_EG ar_MA ar_DZ ar_TN ar_JO ar_IQ ar_KW ar_QA de_DE de_AT de_CH fr_FR fr_BE fr_CA fr_CH ' +
  'fr_SN fr_CI fr_CM es_ES es_MX es_AR es_CL es_CO es_PE pt_PT pt_BR pt_AO pt_MZ it_IT tr_TR uk_UA kk_KZ ' +
  'uz_UZ az_AZ hy_AM ka_GE be_BY ky_KG tg_TJ ro_MD ro_RO pl_PL cs_CZ hu_HU bg_BG sr_RS el_GR nl_NL sv_SE ' +
  'fi_FI nb_NO fa_IR he_IL hi_IN bn_BD ur_PK id_ID ms_MY th_TH vi_VN zh_CN ja_JP ko_KR sw_KE'
).split(' ');

export interface LanguageSeed {
  readonly id: number;
  readonly code: string;
  readonly nativeName: string;
  readonly rtl: boolean;
  readonly names: LocalizedNames;
}

export interface LocaleSeed {
  readonly id: number;
  readonly code: string;
  readonly languageCode: string;
  readonly countryCode: string;
  readonly names: LocalizedNames;
}

function required<T>(value: T | null, what: string): T {
  if (value === null) throw new Error(`ICU has no names for ${what}`);
  return value;
}

export function languageSeeds(): LanguageSeed[] {
  return LANGUAGE_CODES.map((code) => ({
    id: languageIdFromCode(code),
    code,
    nativeName: new Intl.DisplayNames([code], { type: 'language' }).of(code) ?? code,
    rtl: isRtlLanguage(code),
    names: required(intlNames('language', code), code),
  }));
}

export function localeSeeds(): LocaleSeed[] {
  return LOCALE_CODES.map((code) => {
    const [languageCode, countryCode] = code.split('_') as [string, string];
    return {
      id: localeIdFromCode(code),
      code,
      languageCode,
      countryCode,
      names: required(intlNames('language', `${languageCode}-${countryCode}`), code),
    };
  });
}
