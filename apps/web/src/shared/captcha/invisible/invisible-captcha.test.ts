import { CAPTCHA_FIX_INTERVAL_MS } from '@sportsbook/core/constants/ui-timing.constants';
import type { CaptchaSection } from '@sportsbook/core/site-config/account-sections.schema';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Options = Record<string, (token?: string) => void> & { sitekey: string; size: string };

const DISMISSED = { name: 'CaptchaDismissedError', message: 'Dismissed captcha' };

/** A fresh page and fresh modules: the adapter keeps loaded scripts and widgets per page. */
async function captchaOf(section: CaptchaSection, countryId: number | null = null, lang = 'en') {
  const { loadCaptchaProvider } = await import('../captcha-provider');
  return loadCaptchaProvider({ section, lang, countryId });
}

/** Plays the vendor: once its script tag is on the page, defines the API and calls the onload callback. */
async function vendorLoaded(global: string) {
  const script = await vi.waitFor(() => {
    const tag = document.head.querySelector('script');
    if (!tag) throw new Error('no script yet');
    return tag;
  });
  const url = new URL(script.src, location.href);
  const widgets: Options[] = [];
  const api = {
    render: vi.fn((_container: HTMLElement, options: Options) => widgets.push(options) - 1),
    execute: vi.fn(),
    reset: vi.fn(),
  };
  Object.assign(window, { [global]: api });
  (window as unknown as Record<string, () => void>)[url.searchParams.get('onload')!]!();
  await vi.waitFor(() => expect(api.execute).toHaveBeenCalled());
  return { url, api, widget: widgets[0]! };
}

/** The challenge the vendor shows over the page: its frame inside a container it hides on a click beside it. */
function showChallenge(src: string): HTMLElement {
  const container = document.createElement('div');
  const frame = document.createElement('iframe');
  frame.src = src;
  container.append(frame);
  document.body.append(container);
  return container;
}

describe('invisible vendor captchas (AUTH-25, AUTH-26, AUTH-28)', () => {
  beforeEach(() => {
    vi.resetModules();
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('loads the google-type script from www.recaptcha.net for country 90 and www.google.com elsewhere', async () => {
    const section: CaptchaSection = { captcha_type: 'google', public_key: 'site-key' };
    void (await captchaOf(section, 90, 'tr')).requestCaptchaToken('login');
    const { url, widget } = await vendorLoaded('grecaptcha');
    expect(`${url.origin}${url.pathname}`).toBe('https://www.recaptcha.net/recaptcha/api.js');
    expect(url.searchParams.get('hl')).toBe('tr');
    expect(widget).toMatchObject({ sitekey: 'site-key', size: 'invisible' });

    vi.resetModules();
    document.head.innerHTML = '';
    void (await captchaOf(section, 7)).requestCaptchaToken('login');
    const elsewhere = await vendorLoaded('grecaptcha');
    expect(`${elsewhere.url.origin}${elsewhere.url.pathname}`).toBe(
      'https://www.google.com/recaptcha/api.js',
    );
  });

  it('loads hCaptcha with the language, hunt from the generated files and the development vendor for dev- keys', async () => {
    void (await captchaOf({ captcha_type: 'hcaptcha', public_key: 'k' }, null, 'ru')).requestCaptchaToken(
      'login',
    );
    const hcaptcha = (await vendorLoaded('hcaptcha')).url;
    expect(`${hcaptcha.origin}${hcaptcha.pathname}`).toBe('https://js.hcaptcha.com/1/api.js');
    expect(hcaptcha.searchParams.get('hl')).toBe('ru');

    vi.resetModules();
    document.head.innerHTML = '';
    void (await captchaOf({ captcha_type: 'hunt', public_key: 'k' })).requestCaptchaToken('login');
    expect((await vendorLoaded('huntcaptcha')).url.pathname).toBe('/genfiles/hunt-captcha/api.js');

    vi.resetModules();
    document.head.innerHTML = '';
    void (await captchaOf({ captcha_type: 'google', public_key: 'dev-key' }, 90)).requestCaptchaToken(
      'login',
    );
    const dev = (await vendorLoaded('grecaptcha')).url;
    expect(dev.pathname).toBe('/dev-captcha/api.js');
    expect(dev.searchParams.get('vendor')).toBe('google');
    expect(dev.searchParams.get('api')).toBe('grecaptcha');
  });

  it('resolves with the token; the next request executes the same widget again', async () => {
    const captcha = await captchaOf({ captcha_type: 'google', public_key: 'site-key' });
    const first = captcha.requestCaptchaToken('login');
    const { api, widget } = await vendorLoaded('grecaptcha');
    widget.callback!('token-1');
    await expect(first).resolves.toBe('token-1');
    const second = captcha.requestCaptchaToken('registration');
    await vi.waitFor(() => expect(api.execute).toHaveBeenCalledTimes(2));
    widget.callback!('token-2');
    await expect(second).resolves.toBe('token-2');
    expect(api.render).toHaveBeenCalledTimes(1);
    expect(api.reset).toHaveBeenCalledTimes(2);
  });

  it('rejects as dismissed when the token expires or the widget fails', async () => {
    const captcha = await captchaOf({ captcha_type: 'hcaptcha', public_key: 'site-key' });
    const expired = captcha.requestCaptchaToken('login');
    const { api, widget } = await vendorLoaded('hcaptcha');
    widget['expired-callback']!();
    await expect(expired).rejects.toMatchObject(DISMISSED);
    const failed = captcha.requestCaptchaToken('login');
    await vi.waitFor(() => expect(api.execute).toHaveBeenCalledTimes(2));
    widget['error-callback']!();
    await expect(failed).rejects.toMatchObject(DISMISSED);
  });

  it('checks every 500 ms whether the shown challenge was closed by a click beside it', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
    const captcha = await captchaOf({ captcha_type: 'google', public_key: 'site-key' });
    const request = captcha.requestCaptchaToken('login');
    let settled = false;
    request.catch(() => undefined).finally(() => (settled = true));
    await vendorLoaded('grecaptcha');
    vi.advanceTimersByTime(CAPTCHA_FIX_INTERVAL_MS * 3);
    const challenge = showChallenge('https://www.google.com/recaptcha/api2/bframe?k=site-key');
    vi.advanceTimersByTime(CAPTCHA_FIX_INTERVAL_MS);
    challenge.style.visibility = 'hidden';
    vi.advanceTimersByTime(CAPTCHA_FIX_INTERVAL_MS - 1);
    await Promise.resolve();
    expect(settled).toBe(false);
    vi.advanceTimersByTime(1);
    await expect(request).rejects.toMatchObject(DISMISSED);
  });

  it('does not take a challenge that was never shown for a closed one', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
    const captcha = await captchaOf({ captcha_type: 'google', public_key: 'dev-key' });
    const request = captcha.requestCaptchaToken('login');
    const { widget } = await vendorLoaded('grecaptcha');
    showChallenge('/dev-captcha/challenge?vendor=google').style.visibility = 'hidden';
    vi.advanceTimersByTime(CAPTCHA_FIX_INTERVAL_MS * 4);
    widget.callback!('late-token');
    await expect(request).resolves.toBe('late-token');
  });
});
