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
