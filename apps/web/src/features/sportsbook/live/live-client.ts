import type { QueryClient } from '@tanstack/react-query';
import { LiveCacheSync } from './live-cache-sync';
import { LiveConnection, type LiveSocketFactory } from './live-connection';

export interface LiveClient {
  readonly connection: LiveConnection;
  readonly sync: LiveCacheSync;
}

const clients = new WeakMap<QueryClient, LiveClient>();
let socketFactory: LiveSocketFactory | undefined;

/** Tests replace the browser's WebSocket here. */
export function setLiveSocketFactory(factory: LiveSocketFactory | undefined): void {
  socketFactory = factory;
}

/** The page's one live client: a socket whose messages update this query cache. */
export function liveClientFor(queryClient: QueryClient): LiveClient {
  let client = clients.get(queryClient);
  if (!client) {
    const sync = new LiveCacheSync(queryClient);
    client = { sync, connection: new LiveConnection((message) => sync.handle(message), socketFactory) };
    clients.set(queryClient, client);
  }
  return client;
}
