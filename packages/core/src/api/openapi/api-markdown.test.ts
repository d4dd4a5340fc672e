import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { RouteDefinition } from '../route-definition';
import { queryBool, queryObject, queryText } from '../schemas/query-values.schema';
import { renderApiMarkdown } from './api-markdown';

const feed = (call: string, own: z.core.$ZodLooseShape = {}): RouteDefinition => ({
  id: `linefeed.${call}`,
  method: 'GET',
  path: `/service-api/LineFeed/${call}`,
  aliases: [`/LineFeed/${call}`],
  auth: 'guest',
  envelope: 'platform',
  tag: 'linefeed',
  summary: `${call} summary`,
  issue: 3,
  query: queryObject({ lng: queryText(10).optional(), top: queryBool.optional(), ...own }),
});

const routes: RouteDefinition[] = [
  feed('Get1x2_VZip'),
  feed('GetGameZip', { id: z.coerce.number().int() }),
  feed('GetChampZip', { champ: z.coerce.number().int().optional() }),
  {
    id: 'webuser.password',
    method: 'PUT',
    path: '/web-api/api/web/user/v1/password',
    auth: 'user',
    envelope: 'standard',
    tag: 'web-user-v1',
    summary: 'Change the password (path chosen)',
    issue: 5,
    bodyKind: 'jsonapi',
    pathChoice: 'web-user-v1',
    body: z.object({ data: z.object({ attributes: z.object({ password: z.string().max(256) }) }) }),
    responseDescription: '{ a | b }',
  },
];

const markdown = renderApiMarkdown(routes, { 'web-user-v1': 'Under /web-api/api/web/user/v1.' });

describe('renderApiMarkdown', () => {
  it('opens with the paths we chose, each with the routes that follow it', () => {
    expect(markdown.indexOf('## Paths we chose')).toBeLessThan(markdown.indexOf('## Web user v1'));
    expect(markdown).toContain(
      '- **web-user-v1**: Under /web-api/api/web/user/v1. Routes: `PUT /web-api/api/web/user/v1/password`.',
    );
  });

  it('writes one table row per route with method, path and aliases, auth, issue and summary', () => {
    expect(markdown).toContain(
      '| GET | `/service-api/LineFeed/GetGameZip` (also `/LineFeed/GetGameZip`) | guest | 3 | GetGameZip summary |',
    );
    expect(markdown).toContain('## LineFeed (pre-match feed) (`linefeed`, 3)');
  });

  it('lists the query parameters a whole family shares once, and each call’s own in its row', () => {
    expect(markdown).toContain('Every call here also takes the query parameters lng: text ≤10; top: flag');
    expect(markdown).toMatch(/GetGameZip summary \| \*\*query\*\*: id\*: integer \|/);
    expect(markdown).toMatch(/GetChampZip summary \| \*\*query\*\*: champ: integer \|/);
  });

  it('shows nested body fields with their requiredness, and escapes pipes inside cells', () => {
    expect(markdown).toContain('**body (jsonapi)**: data*: { attributes*: { password*: text ≤256 } }');
    expect(markdown).toContain('Answers { a \\| b }');
  });
});
