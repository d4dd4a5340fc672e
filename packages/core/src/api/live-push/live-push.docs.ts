import {
  LIVE_PUSH_LIMITS,
  LIVE_PUSH_MAX_FRAME_BYTES,
  LIVE_PUSH_PATH,
  LIVE_PUSH_VERSION,
} from './live-push.constants';

/**
 * The live push section of docs/API.md (the route table cannot describe a WebSocket protocol). The docs
 * generator appends it after the HTTP routes; the values come from the protocol's constants.
 */
export function renderLivePushMarkdown(): string {
  const { topics, messageBytes, messagesPerSecond } = LIVE_PUSH_LIMITS;
  return `## Live push (WebSocket \`${LIVE_PUSH_PATH}\`)

\`GET ${LIVE_PUSH_PATH}\` upgraded to a WebSocket (guests welcome; the web dev server proxies it). A connection
opened with the session cookie or token of the HTTP calls is the player's: it also receives his \`notification\`
messages. Every frame is JSON text and every message carries \`"v": ${LIVE_PUSH_VERSION}\`; the zod schemas and types
are in \`packages/core/src/api/live-push\`, with \`applyServerMessage\`, the client-side state a page keeps.

**Topics**: \`{ "kind": "live" }\` every live game; \`{ "kind": "sport", "id", "live"? }\` and
\`{ "kind": "champ", "id", "live"? }\` (\`live: true\` live games only, \`false\` line games only, absent both);
\`{ "kind": "game", "id" }\`.

**Client messages** (\`id\`, optional, is echoed in the answer):
| type | fields | answer |
|---|---|---|
| subscribe | topics (1..${topics}), id?, since? | \`snapshot\` of the games the new topics add |
| unsubscribe | topics, id? | \`unsubscribed\` with the games no topic covers any more |
| ping | id? | \`pong\` (browsers cannot see WebSocket pings) |

**Server messages**:
| type | fields | meaning |
|---|---|---|
| hello | seq, tickMs, heartbeatMs, limits | first message of every connection |
| snapshot | id?, seq, replace, games, removed? | games in full; \`replace: true\` is the whole state of every subscription (drop games not listed), \`false\` merges |
| diff | seq, games?, added?, removed? | one tick: changed games (diffs), games that joined the topics (full), ids that left |
| unsubscribed | id?, seq, removed | answer to unsubscribe |
| error | id?, code, detail | a refused message; codes of the error catalogue: INVALID_JSON, BAD_REQUEST, VALIDATION_FAILED, PAYLOAD_TOO_LARGE, RATE_LIMITED |
| pong | id? | answer to ping |
| notification | notification | a game subscription's new notification (as in \`gamesubscription/notifications\`), only to the connections of its player |

**A game in full**: \`I\` id, \`V\` version, \`SI\` sport, \`LI\` championship, \`S\` start (Unix s), \`LV\` 1 live / 0 line,
\`PH\` phase (1 accepting, 2 settled, 3 closed, 4 cancelled), \`SC\` score \`{ S: [home, away], P: [[home, away], ...]
per period, CP current period, TS seconds played }\`, \`E\` outcomes, \`SG\` sub-games \`[{ I, E }]\`. An outcome is the
feed's: \`{ G, T, P?, C, B? }\` with \`C\` the decimal price and \`B\` present when suspended.
**A diff**: \`I\`, \`V\` and only what changed: \`LV\`, \`PH\`, \`S\`, \`SC\` (whole), \`E\` (changed or new outcomes, whole:
no \`B\` means open again), \`X\` (\`[{ G, T, P? }]\` outcomes gone), \`SG\` (\`[{ I, E?, X? }]\`). Applying a diff twice
changes nothing, so a diff that overlaps a snapshot is harmless.

**Coalescing**: diffs go out at most once per tick (\`tickMs\`), and at once when changes arrive after a quiet tick:
several changes of a price within a tick arrive as one diff with the last value. Each game's diff is serialised once per tick and connections with the same topics share one frame.

**Slow connections**: a connection whose unsent bytes pass the server's threshold gets no diffs (nothing is queued for
it); once its socket has drained it receives one \`snapshot\` of the games that changed since the last frame it got
(\`replace: false\`, with \`removed\`; \`replace: true\` with every game when the server cannot tell), then diffs again.

**Heartbeats**: the server pings every \`heartbeatMs\` and closes a connection that did not answer the previous ping.

**Resume**: after a reconnect (to any server process) send \`subscribe\` with every topic and \`since\`: the last \`seq\`
seen. The answer is a \`snapshot\` with \`replace: false\` holding the games changed since and \`removed\` the games
that left, or, when that process cannot replay from \`since\`, a full one with \`replace: true\`. \`seq\` is the feed's
sequence, the same in every process.

**Limits**: ${topics} topics per connection, client messages up to ${messageBytes} bytes (larger: PAYLOAD_TOO_LARGE;
over ${LIVE_PUSH_MAX_FRAME_BYTES} bytes the connection is closed with 1009), ${messagesPerSecond} messages per second
(RATE_LIMITED). A connection that keeps asking without reading its answers is closed.

**Scale-out**: every server process reads the feed's batches from the bus (Redis pub/sub with \`REDIS_URL\`), so a
client of any process gets every change. Notifications travel the bus too (\`user.notification\`): each process
forwards them to its own connections of that player, once it has checked that the connection's session is still
live. \`GET /ops-api/live-push/stats\` shows the answering process's connections, subscription groups, slow
connections and unsent bytes.`;
}
