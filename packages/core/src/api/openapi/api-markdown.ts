import type { RouteDefinition } from '../route-definition';
import type { JsonSchema } from './json-schema';
import { toJsonSchema } from './json-schema';
import { fieldsText, schemaText } from './json-schema-text';
import { TAG_TITLES, orderedTags } from './tag-titles';

const HEADER = `# API

Generated from the route table in \`packages/core/src/api/routes\` by \`npm run docs:api\`; do not edit by hand.
The same table drives the server's routing, validation and auth, and the OpenAPI 3.1 document served at
\`GET /web-api/openapi.json\`.

- **Auth**: \`guest\` anyone; \`user\` a logged-in player (the session cookie, the \`x-auth\` user token or an
  \`Authorization: Bearer\` mobile token), else 401; \`ops\` the operator's bearer \`OPS_TOKEN\`.
- **Errors**: \`{ "message", "errors": [{ "code", "detail" }], "validation_errors"? }\`, except the feed,
  statistics, restcore and coupon/bet calls, which answer \`{ Id, Success, Error, ErrorCode, Guid, Value }\`
  (spec/linefeed-format.md, spec/coupon-format.md).
- **Issue**: the issue that implements the call; until then it answers 501.
- **Request**: \`name*\` is required. Query values arrive as text and are read as the type shown; a blank value
  counts as absent and unknown parameters are ignored. Bodies accept unknown keys; coupon and bet bodies take
  the wire (PascalCase) names and the spec's names as aliases.`;

function pathCell(route: RouteDefinition): string {
  const aliases = route.aliases?.length
    ? ` (also ${route.aliases.map((alias) => `\`${alias}\``).join(', ')})`
    : '';
  return `\`${route.path}\`${aliases}`;
}

function fieldsOf(schema: RouteDefinition['query'], omit: ReadonlySet<string> = new Set()): string {
  if (!schema) return '';
  const json = toJsonSchema(schema, 'input');
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const kept = Object.fromEntries(Object.entries(properties).filter(([name]) => !omit.has(name)));
  return fieldsText({ ...json, properties: kept });
}

function requestCell(route: RouteDefinition, commonQuery: ReadonlySet<string>): string {
  const bodyKinds = [route.bodyKind ?? 'json', ...(route.alsoAccepts ?? [])].join(' or ');
  const body = route.body ? toJsonSchema(route.body, 'input') : undefined;
  const parts = [
    ['path', fieldsOf(route.params)],
    ['query', fieldsOf(route.query, commonQuery)],
    ['headers', fieldsOf(route.headers)],
    [`body (${bodyKinds})`, body ? (body.properties ? fieldsText(body) : schemaText(body)) : ''],
    ['files', route.files?.map((file) => `${file.name} (${file.mediaType})`).join(', ') ?? ''],
  ];
  return parts
    .filter(([, text]) => text)
    .map(([label, text]) => `**${label}**: ${text}`)
    .join('<br>');
}

/** Query parameters shared by every route of a family of three or more, listed once above its table. */
function commonQueryFields(routes: readonly RouteDefinition[]): Map<string, string> {
  if (routes.length < 3) return new Map();
  const perRoute = routes.map((route) => {
    const json = route.query ? toJsonSchema(route.query, 'input') : {};
    const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
    return new Map(Object.entries(properties).map(([name, field]) => [name, schemaText(field, 1)]));
  });
  const [first, ...rest] = perRoute;
  return new Map(
    [...(first ?? [])].filter(([name, text]) => rest.every((fields) => fields.get(name) === text)),
  );
}

function tagSection(tag: string, routes: readonly RouteDefinition[]): string {
  const common = commonQueryFields(routes);
  const shared = common.size
    ? `\nEvery call here also takes the query parameters ${[...common].map(([name, text]) => `${name}: ${text}`).join('; ')}.\n`
    : '';
  const rows = routes.map((route) => {
    const answer = route.responseDescription ? `<br>Answers ${route.responseDescription}` : '';
    const cells = [
      route.method,
      pathCell(route),
      route.auth,
      String(route.issue),
      route.summary + answer,
      requestCell(route, new Set(common.keys())),
    ];
    return `| ${cells.map((cell) => cell.replaceAll('|', '\\|')).join(' | ')} |`;
  });
  return [
    `## ${TAG_TITLES[tag] ?? tag} (\`${tag}\`, ${routes.length})`,
    shared,
    '| Method | Path | Auth | Issue | Summary | Request |',
    '|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}

function choicesSection(
  routes: readonly RouteDefinition[],
  choices: Readonly<Record<string, string>>,
): string {
  const items = Object.entries(choices).map(([key, text]) => {
    const uses = routes
      .filter((route) => route.pathChoice === key)
      .map((route) => `\`${route.method} ${route.path}\``);
    return `- **${key}**: ${text} Routes: ${uses.join(', ')}.`;
  });
  return [
    '## Paths we chose',
    '',
    'Where spec section 7 names a call without its full path:',
    '',
    ...items,
  ].join('\n');
}

/** docs/API.md: conventions, the paths we chose, then one table per family. */
export function renderApiMarkdown(
  routes: readonly RouteDefinition[],
  choices: Readonly<Record<string, string>>,
): string {
  const tags = orderedTags(routes.map((route) => route.tag));
  const aliasCount = routes.reduce((sum, route) => sum + (route.aliases?.length ?? 0), 0);
  const counts = `${routes.length} routes, ${routes.length + aliasCount} paths with their aliases.`;
  const contents = tags.map((tag) => `- ${TAG_TITLES[tag] ?? tag} (\`${tag}\`)`).join('\n');
  const sections = tags.map((tag) =>
    tagSection(
      tag,
      routes.filter((route) => route.tag === tag),
    ),
  );
  return (
    [HEADER, counts, choicesSection(routes, choices), `## Families\n\n${contents}`, ...sections].join(
      '\n\n',
    ) + '\n'
  );
}
