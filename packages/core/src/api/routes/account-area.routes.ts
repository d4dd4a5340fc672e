import { z } from 'zod';
import { bodyBool, bodyIdList, bodyInt, bodyText, requiredText } from '../schemas/body-values.schema';
import { routeFamily } from './route-family';

const office = routeFamily({
  idPrefix: 'officeapi',
  pathPrefix: '/web-api/officeapi',
  tag: 'officeapi',
  envelope: 'standard',
  method: 'POST',
});

/**
 * The player's settings record (GET web user v1 settings; the spec does not show its attributes, ACC-05).
 * Scalar settings change through savesetting, the sport lists through disallow-sports.
 */
export const userSettingsSchema = z.object({
  disable_auth_by_email: z.boolean(),
  receive_news: z.boolean(),
  receive_res: z.boolean(),
  receive_sms: z.boolean(),
  /** Odds display format (cfview): 0 decimal, 1 fractional, 2 American, 3 Hong Kong, 4 Indonesian, 5 Malay. */
  cfview: z.number().int().min(0).max(5),
  /** When a price moves before acceptance: 0 ask, 1 accept higher odds, 2 accept any. */
  accept_odds_change: z.number().int().min(0).max(2),
  one_click_bet: z.boolean(),
  hide_balance: z.boolean(),
  lineDisallowSport: z.array(z.number().int().positive()),
  liveDisallowSport: z.array(z.number().int().positive()),
});
export type UserSettings = z.infer<typeof userSettingsSchema>;

/** Login confirmation by e-mail is the player's choice: off (disabled) until they switch it on. */
export const USER_SETTINGS_DEFAULTS: UserSettings = {
  disable_auth_by_email: true,
  receive_news: false,
  receive_res: false,
  receive_sms: false,
  cfview: 0,
  accept_odds_change: 0,
  one_click_bet: false,
  hide_balance: false,
  lineDisallowSport: [],
  liveDisallowSport: [],
};

/** What savesetting accepts for each setting id (the lists go through disallow-sports). */
export const SETTING_VALUE_SCHEMAS = {
  disable_auth_by_email: bodyBool,
  receive_news: bodyBool,
  receive_res: bodyBool,
  receive_sms: bodyBool,
  cfview: bodyInt(0, 5),
  accept_odds_change: bodyInt(0, 2),
  one_click_bet: bodyBool,
  hide_balance: bodyBool,
} as const satisfies Partial<Record<keyof UserSettings, z.ZodType>>;

export const userMessageSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  title: z.string(),
  text: z.string(),
  createdAt: z.string(),
  isRead: z.boolean(),
});

/** Account area calls the spec names without a call (ACC-26, ACC-28, ACC-29): designed here. */
export const accountAreaApi = {
  getMessages: office('getmessages', {
    auth: 'user',
    issue: 5,
    summary: 'The player’s messages, newest first, of the supported message types (designed)',
    body: z
      .looseObject({
        page: bodyInt(1, 10_000).default(1),
        page_size: bodyInt(1, 100).default(20),
        type: bodyText(32).optional(),
        unread_only: bodyBool.optional(),
      })
      .prefault({}),
    response: z.object({
      data: z.object({
        items: z.array(userMessageSchema),
        total: z.number().int(),
        unread: z.number().int(),
      }),
    }),
  }),
  readMessages: office('readmessages', {
    auth: 'user',
    issue: 5,
    summary: 'Mark messages read: the listed ids, or all (designed)',
    body: z.looseObject({ ids: bodyIdList(100).optional(), all: bodyBool.optional() }),
    response: z.object({ data: z.object({ unread: z.number().int() }) }),
  }),
  shareIdea: office('shareidea', {
    auth: 'user',
    issue: 5,
    summary: 'Send an idea to the operator (designed)',
    body: z.looseObject({ text: requiredText(4000), topic: bodyText(100).optional() }),
    response: z.object({ data: z.object({ id: z.number().int() }) }),
  }),
  blockAppeal: office('block-appeal', {
    path: '/web-api/account/block-appeal',
    auth: 'guest',
    issue: 5,
    summary:
      'Appeal against a blocked account (designed): a blocked player cannot log in, so the account is named by its login; the answer is the same whether or not it exists',
    body: z.looseObject({ login: requiredText(254), email: requiredText(254), text: requiredText(4000) }),
    response: z.object({ data: z.object({ received: z.literal(true) }) }),
  }),
};

export const accountAreaRoutes = Object.values(accountAreaApi);
