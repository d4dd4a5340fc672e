import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** The fields the Telegram login widget sends back, signed with the bot's token. */
export const TELEGRAM_FIELDS = [
  'id',
  'first_name',
  'last_name',
  'username',
  'photo_url',
  'auth_date',
] as const;
export type TelegramAuthData = Partial<Record<(typeof TELEGRAM_FIELDS)[number], string>>;

/** A login older than this is refused, so a captured redirect cannot be replayed later. */
export const TELEGRAM_MAX_AGE_S = 10 * 60;

/** The data-check-string: the present fields as key=value, sorted by key, joined by line feeds. */
function dataCheckString(data: TelegramAuthData): string {
  return TELEGRAM_FIELDS.filter((key) => data[key] !== undefined)
    .sort()
    .map((key) => `${key}=${data[key]}`)
    .join('\n');
}

export function signTelegramData(data: TelegramAuthData, botToken: string): string {
  const key = createHash('sha256').update(botToken).digest();
  return createHmac('sha256', key).update(dataCheckString(data)).digest('hex');
}

/** True when `hash` is the bot's signature of the data and the login is fresh. */
export function verifyTelegramData(
  data: TelegramAuthData,
  hash: string,
  botToken: string,
  nowMs: number,
): boolean {
  const authDate = Number(data.auth_date);
  if (!data.id || !Number.isSafeInteger(authDate)) return false;
  const ageS = nowMs / 1000 - authDate;
  if (ageS > TELEGRAM_MAX_AGE_S || ageS < -60) return false;
  if (!/^[0-9a-f]{64}$/.test(hash)) return false;
  return timingSafeEqual(Buffer.from(signTelegramData(data, botToken), 'hex'), Buffer.from(hash, 'hex'));
}
