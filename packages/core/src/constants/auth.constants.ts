/** Login and social reference values of spec section 3. */

export const LOGIN_IDENTIFIER_KINDS = ['email', 'phone_number', 'sms', 'id', 'xframe_token'] as const;
export type LoginIdentifierKind = (typeof LOGIN_IDENTIFIER_KINDS)[number];

export const SOCIAL_PROVIDERS = [
  'fb',
  'google',
  'vk',
  'ok',
  'yandex',
  'mailru',
  'telegram',
  'kakaotalk',
  'twitter',
  'itsme',
  'twitch',
  'metamask',
  'line',
  'linkedin',
  'apple',
] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** Brand names, written the same in every language. */
export const SOCIAL_PROVIDER_NAMES: Readonly<Record<SocialProvider, string>> = {
  fb: 'Facebook',
  google: 'Google',
  vk: 'VK',
  ok: 'OK',
  yandex: 'Yandex',
  mailru: 'Mail.ru',
  telegram: 'Telegram',
  kakaotalk: 'KakaoTalk',
  twitter: 'X',
  itsme: 'itsme',
  twitch: 'Twitch',
  metamask: 'MetaMask',
  line: 'LINE',
  linkedin: 'LinkedIn',
  apple: 'Apple',
};
