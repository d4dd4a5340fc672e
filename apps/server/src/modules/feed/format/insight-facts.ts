import type { FeedLanguage } from './feed-language';

type Template = Readonly<Record<FeedLanguage, string>>;

/** The facts GameInsights states, in each language; {placeholders} are filled in. */
export const FACTS = {
  form: {
    en: '{team} won {wins} of the last {games} games',
    ru: '{team}: {wins} побед в последних {games} матчах',
    ar: '{team} فاز في {wins} من آخر {games} مباريات',
  },
  favourite: {
    en: '{team} is the favourite: {percent}% to win',
    ru: '{team} — фаворит: {percent}% на победу',
    ar: '{team} هو المرشح الأوفر حظاً: {percent}% للفوز',
  },
  meetings: {
    en: '{games} previous meetings: {wins1} wins, {draws} draws, {wins2} losses for {team}',
    ru: 'Личные встречи ({games}): у {team} {wins1} побед, {draws} ничьих, {wins2} поражений',
    ar: '{games} مواجهات سابقة: {wins1} انتصارات و{draws} تعادلات و{wins2} هزائم لـ{team}',
  },
} satisfies Record<string, Template>;

export function fact(template: Template, lng: FeedLanguage, values: Record<string, string | number>): string {
  return template[lng].replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));
}
