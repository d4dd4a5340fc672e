import { vi } from 'vitest';

export interface SentCall {
  url: string;
  headers: Record<string, string>;
  keepalive: boolean | undefined;
  body: Record<string, unknown> & { ev?: { ts: number; e: number; m?: object }[] };
}

interface HostOptions {
  /** What ab.json lists. */
  abAnswer?: () => unknown;
  /** While true, every call answers 503. */
  fail?: () => boolean;
  /** event.json's answer instead of the server time now. */
  eventAnswer?: () => Response | Promise<Response>;
}

/** The analytics host for tests: records every call and answers like the server unless told otherwise. */
export function analyticsHost(options: HostOptions = {}) {
  const sent: SentCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = String(input);
      sent.push({
        url,
        headers: init.headers as Record<string, string>,
        keepalive: init.keepalive,
        body: JSON.parse(String(init.body)),
      });
      if (options.fail?.()) return Response.json({ message: 'down' }, { status: 503 });
      if (url.endsWith('/ab.json')) return Response.json({ data: options.abAnswer?.() ?? [] });
      return options.eventAnswer ? options.eventAnswer() : Response.json({ data: { ts: Date.now() } });
    }),
  );
  const events = () => sent.filter((call) => call.url.endsWith('/event.json'));
  return {
    sent,
    events,
    calls: (path: string) => sent.filter((call) => call.url.endsWith(path)),
    /** The event ids of each event.json batch. */
    batches: () => events().map((call) => (call.body.ev ?? []).map((event) => event.e)),
    eventIds: () => events().flatMap((call) => (call.body.ev ?? []).map((event) => event.e)),
  };
}
