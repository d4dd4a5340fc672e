import { accountAreaApi } from '@sportsbook/core/api/routes/account-area.routes';
import { officeApi } from '@sportsbook/core/api/routes/officeapi.routes';
import { checkEmail } from '@sportsbook/core/validation/email.rule';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/http/app-error';
import type { RouteRegistrar } from '../../platform/http/route-registrar';
import type { AuthService } from '../auth/auth.service';
import { parseLoginIdentifier } from '../auth/login-identifier';
import type { OutboxService } from '../outbox/outbox.service';
import type { SiteConfigService } from '../site-config/site-config.service';
import type { AccountsConfig } from './accounts-config';
import { visibleMenu } from './office-menu.data';
import type { MessageRow, ProfileRepository } from './profile.repository';
import type { SupportPins } from './support-pin';

export interface OfficeRouteDeps {
  readonly auth: AuthService;
  readonly profiles: ProfileRepository;
  readonly config: AccountsConfig;
  readonly pins: SupportPins;
  readonly outbox: () => OutboxService;
  readonly siteConfig: () => SiteConfigService;
  readonly clock: Clock;
}

function toMessage(row: MessageRow) {
  return {
    id: Number(row.id),
    type: row.type,
    title: row.title,
    text: row.body,
    createdAt: row.created_at.toISOString(),
    isRead: row.read_at !== null,
  };
}

function assertEmail(email: string): void {
  const problem = checkEmail(email);
  if (problem) throw AppError.validation({ email: [problem.key] });
}

/** The office's inbox, requests to the operator, support PIN and menu (ACC-02, ACC-24 to ACC-26, ACC-28, ACC-29). */
export function registerOfficeRoutes(routes: RouteRegistrar, deps: OfficeRouteDeps): void {
  const { auth, profiles, config, pins, clock } = deps;

  /** The message kinds the inbox shows (site configuration other.supportedMessageTypes). */
  const messageTypes = async (userId: number) => {
    const user = (await auth.findUser(userId))!;
    const site = await deps
      .siteConfig()
      .resolve({ partnerId: user.partner_id, country: null, language: user.language });
    return site.other.supportedMessageTypes;
  };

  routes.implement(accountAreaApi.getMessages, async ({ user, body }) => {
    const supported = await messageTypes(user!.id);
    const types = body.type ? supported.filter((type) => type === body.type) : supported;
    const { items, total } = await profiles.messages(user!.id, {
      types,
      unreadOnly: body.unread_only ?? false,
      offset: (body.page - 1) * body.page_size,
      limit: body.page_size,
    });
    return {
      data: { items: items.map(toMessage), total, unread: await profiles.unreadCount(user!.id, supported) },
    };
  });

  routes.implement(accountAreaApi.readMessages, async ({ user, body }) => {
    await profiles.markRead(user!.id, body.all ? 'all' : (body.ids ?? []), clock.now());
    return { data: { unread: await profiles.unreadCount(user!.id, await messageTypes(user!.id)) } };
  });

  routes.implement(officeApi.sendadminrequest, async ({ user, body }) => {
    assertEmail(body.email);
    const text =
      typeof (body as Record<string, unknown>).text === 'string'
        ? String((body as Record<string, unknown>).text).slice(0, 4000)
        : '';
    const id = await profiles.insertRequest({
      userId: user!.id,
      kind: 'admin_request',
      payload: { userName: body.userName, email: body.email, text },
      at: clock.now(),
    });
    await deps.outbox().enqueue({
      channel: 'email',
      recipient: body.email.toLowerCase(),
      subject: `Your request #${id}`,
      text: `We received your request #${id} and will answer at this address.`,
      purpose: 'admin_request',
      userId: user!.id,
    });
    return { data: { id } };
  });

  routes.implement(accountAreaApi.shareIdea, async ({ user, body }) => ({
    data: {
      id: await profiles.insertRequest({
        userId: user!.id,
        kind: 'idea',
        payload: { text: body.text, topic: body.topic ?? null },
        at: clock.now(),
      }),
    },
  }));

  routes.implement(accountAreaApi.blockAppeal, async ({ body }) => {
    assertEmail(body.email);
    const identifier = parseLoginIdentifier(body.login);
    const user = identifier ? await auth.repository.findUserByIdentifier(identifier) : undefined;
    // Only a blocked account's appeal is kept; the answer is the same either way, so it tells nobody who exists.
    if (user?.status === 'blocked')
      await profiles.insertRequest({
        userId: user.id,
        kind: 'block_appeal',
        payload: { email: body.email, text: body.text },
        at: clock.now(),
      });
    return { data: { received: true as const } };
  });

  routes.implement(officeApi.getnewpincode, async ({ user }) => {
    const { pin, expiresAt } = await pins.issue(user!.id);
    return { data: { pin, expiresAt: expiresAt.toISOString() } };
  });

  routes.implement(officeApi.getLeftMenuData, async ({ user }) => {
    const row = user ? await auth.findUser(user.id) : undefined;
    const items = visibleMenu(await config.get(row?.partner_id ?? 1, 'office_menu'), user !== null);
    if (!user) return { data: items };
    const unread = await profiles.unreadCount(user.id, await messageTypes(user.id));
    return {
      data: items.map((item) =>
        item.id === 'messages' && unread > 0 ? { ...item, sign: String(unread) } : item,
      ),
    };
  });
}
