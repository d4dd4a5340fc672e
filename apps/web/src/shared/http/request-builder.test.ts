import { afterEach, describe, expect, it, vi } from 'vitest';
import { CANCELLED_MESSAGE, DUPLICATE_MESSAGE } from './http-error';
import { createRequest } from './request-builder';

function stubFetch(respond: () => Response | Promise<Response> = () => new Response('{"ok":true}')) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init: RequestInit = {}) => respond());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const call = (fetchMock: ReturnType<typeof stubFetch>, index = 0) => {
  const [url, init] = fetchMock.mock.calls[index]!;
  return { url: String(url), method: init?.method, body: init?.body };
};

describe('createRequest (HTTP-01, HTTP-02, HTTP-07)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('defaults to GET and sends only the listed parameters as a normalised query', async () => {
    const fetchMock = stubFetch();
    const feed = createRequest({
      url: '/service-api/LineFeed/Get1x2_VZip',
      params: ['sports', 'count', 'live', 'top', 'lng'],
      defaults: { lng: 'ru', count: 50 },
    });
    await feed({ sports: [3, 1, 3, 2], count: 50, live: true, top: false, lng: 'en', ignored: 'x' });
    expect(call(fetchMock)).toMatchObject({
      method: 'GET',
      url: '/service-api/LineFeed/Get1x2_VZip?live=true&lng=en&sports=1%2C2%2C3',
      body: undefined,
    });
  });

  it('appends path parameters as extra segments, in order', async () => {
    const fetchMock = stubFetch();
    const fields = createRequest({
      url: '/web-api/api/web/registration/v1/fields',
      pathParams: ['type', 'page'],
    });
    await fields({ type: 'full_reg', page: 2 });
    expect(call(fetchMock).url).toBe('/web-api/api/web/registration/v1/fields/full_reg/2');
  });

  it.each(['POST', 'PUT', 'DELETE'] as const)(
    '%s sends the listed parameters as a JSON body',
    async (method) => {
      const fetchMock = stubFetch();
      const save = createRequest({
        url: '/web-api/officeapi/savesetting',
        method,
        params: ['setting_id', 'setting_value'],
      });
      await save({ setting_id: 4, setting_value: true, other: 1 });
      expect(call(fetchMock)).toMatchObject({ method, url: '/web-api/officeapi/savesetting' });
      expect(JSON.parse(String(call(fetchMock).body))).toEqual({ setting_id: 4, setting_value: true });
    },
  );

  it('passes FormData through unchanged', async () => {
    const fetchMock = stubFetch();
    const upload = createRequest({
      url: '/web-api/identification/data',
      method: 'POST',
      params: ['flowType'],
    });
    const form = new FormData();
    form.append('flowType', 'doc');
    await upload(form);
    expect(call(fetchMock).body).toBe(form);
  });

  it('rejects a parallel duplicate while the first call is in flight, then allows it again', async () => {
    let release: (response: Response) => void = () => {};
    const fetchMock = stubFetch(() => new Promise<Response>((resolve) => (release = resolve)));
    const login = createRequest({
      url: '/web-api/user/auth',
      method: 'POST',
      params: ['login'],
      rejectDuplicates: true,
    });
    const first = login({ login: 'demo' });
    await expect(login({ login: 'demo' })).rejects.toMatchObject({ message: DUPLICATE_MESSAGE });
    release(new Response('{}'));
    await first;
    stubFetch();
    await expect(login({ login: 'demo' })).resolves.toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('lets different parameters run in parallel even when duplicates are rejected', async () => {
    const fetchMock = stubFetch();
    const search = createRequest({ url: '/search', params: ['text'], rejectDuplicates: true });
    await Promise.all([search({ text: 'a' }), search({ text: 'b' })]);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('cancels every call in flight', async () => {
    stubFetch(() => new Promise<Response>(() => {}));
    const countries = createRequest({ url: '/web-api/user/getphonecountries' });
    const pending = countries();
    countries.cancel();
    await expect(pending).rejects.toMatchObject({ statusCode: 499, message: CANCELLED_MESSAGE });
  });
});
