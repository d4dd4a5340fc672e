import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toV1Format } from '@sportsbook/core/registration/field-set-formats';
import { fieldSetQuery } from './field-set.api';

describe('fieldSetQuery', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the fields in the page language, so option names (currencies, countries) are translated', async () => {
    const { fields, relation_fields } = toV1Format([{ id: 'email', name: 'email', type: 'email' }]);
    const fetchMock = vi.fn(
      async (_input: RequestInfo | URL, _init?: RequestInit) =>
        new Response(JSON.stringify({ data: { attributes: { fields, relation_fields } } }), {
          headers: { 'content-type': 'application/vnd.api+json' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await new QueryClient().fetchQuery(fieldSetQuery('fast_reg', 'ar'));
    const url = new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://localhost');
    expect(url.pathname).toMatch(/\/registration\/v1\/fields\/fast_reg$/);
    expect(url.searchParams.get('lng')).toBe('ar');
  });
});
