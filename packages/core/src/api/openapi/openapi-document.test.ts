import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineRoute } from '../route-definition';
import { allRoutes } from '../routes/index';
import { buildOpenApiDocument } from './openapi-document';
import { toOpenApiPath } from './openapi-path';

const document = buildOpenApiDocument(allRoutes);
const operations = Object.entries(document.paths).flatMap(([path, item]) =>
  Object.entries(item).map(([method, operation]) => ({ path, method, operation })),
);

describe('buildOpenApiDocument over the route table', () => {
  it('is an OpenAPI 3.1 document that survives JSON', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(JSON.parse(JSON.stringify(document))).toEqual(document);
  });

  it('has an operation for every route path and alias', () => {
    for (const route of allRoutes) {
      for (const path of [route.path, ...(route.aliases ?? [])]) {
        expect(
          document.paths[toOpenApiPath(path)]?.[route.method.toLowerCase()],
          `${route.method} ${path}`,
        ).toBeDefined();
      }
    }
    const expected = allRoutes.reduce((sum, route) => sum + 1 + (route.aliases?.length ?? 0), 0);
    expect(operations).toHaveLength(expected);
  });

  it('gives every operation a unique operationId, a tag and responses', () => {
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { operation } of operations) {
      expect(operation.tags).toHaveLength(1);
      expect(operation.responses[200]).toBeDefined();
    }
  });

  it('declares exactly the path parameters each templated path names', () => {
    for (const { path, operation } of operations) {
      const templated = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]).sort();
      const declared = operation.parameters
        .filter((p) => p.in === 'path')
        .map((p) => p.name)
        .sort();
      expect(declared, path).toEqual(templated);
    }
  });

  it('answers errors in the error body on standard routes and in the envelope on platform routes', () => {
    const login = document.paths['/web-api/user/auth']?.post;
    const feed = document.paths['/service-api/LineFeed/Get1x2_VZip']?.get;
    expect(login?.responses[400]?.content?.['application/json']?.schema).toEqual({
      $ref: '#/components/schemas/ErrorBody',
    });
    expect(feed?.responses[400]?.content?.['application/json']?.schema).toEqual({
      $ref: '#/components/schemas/PlatformEnvelope',
    });
    expect(document.components.schemas?.ErrorBody).toMatchObject({ required: ['message', 'errors'] });
  });

  it('marks personal routes as needing credentials and leaves open ones open', () => {
    const balance = document.paths['/web-api/user/balance']?.post;
    expect(balance?.security).toEqual([{ sessionCookie: [] }, { userToken: [] }, { bearerToken: [] }]);
    expect(balance?.responses[401]).toBeDefined();
    expect(document.paths['/service-api/LineFeed/GetGameZip']?.get?.security).toBeUndefined();
  });
});

describe('buildOpenApiDocument on a small table', () => {
  const route = defineRoute({
    id: 'demo.upload',
    method: 'POST',
    path: '/web-api/demo/:kind/*',
    aliases: ['/demo/:kind/*'],
    auth: 'user',
    envelope: 'standard',
    tag: 'demo',
    summary: 'Demo',
    issue: 9,
    bodyKind: 'multipart',
    files: [{ name: 'photo', mediaType: 'image/jpeg' }],
    params: z.object({ kind: z.enum(['a', 'b']), '*': z.string() }),
    query: z.object({ page: z.coerce.number().int().optional(), q: z.string() }),
    body: z.object({ note: z.string().max(10) }),
  });
  const demo = buildOpenApiDocument([route]);
  const operation = demo.paths['/web-api/demo/{kind}/{path}']?.post;

  it('turns query and path schemas into parameters with their requiredness', () => {
    expect(
      operation?.parameters.map(({ name, in: location, required }) => [name, location, required]),
    ).toEqual([
      ['kind', 'path', true],
      ['path', 'path', true],
      ['page', 'query', false],
      ['q', 'query', true],
    ]);
  });

  it('describes a multipart body with its file parts, and aliases under their own operationId', () => {
    const schema = operation?.requestBody?.content['multipart/form-data']?.schema as { properties: object };
    expect(Object.keys(schema.properties)).toEqual(['note', 'photo']);
    expect(demo.paths['/demo/{kind}/{path}']?.post?.operationId).toBe('demo.upload~alias1');
  });
});
