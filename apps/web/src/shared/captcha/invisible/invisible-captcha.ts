import { CAPTCHA_FIX_INTERVAL_MS } from '@sportsbook/core/constants/ui-timing.constants';
import type { CaptchaVendor } from '@sportsbook/core/constants/captcha.constants';
import { CaptchaDismissedError, type CaptchaContext, type CaptchaProvider } from '../captcha-provider';
import { loadScript } from './load-script';
import { vendorScript, type VendorScript } from './vendor-scripts';

type WidgetId = number | string;

/** The part of the widget API google (reCAPTCHA v2 invisible), hCaptcha and the hunt captcha share. */
interface WidgetApi {
  render(container: HTMLElement, options: Record<string, unknown>): WidgetId;
  execute(id: WidgetId): void;
  reset(id: WidgetId): void;
}

interface Pending {
  resolve(token: string): void;
  reject(error: Error): void;
}

/** Whether the challenge's frame is on the page and not hidden by it or a parent (vendors hide, not remove). */
function isShown(frame: Element | null): boolean {
  for (let node = frame; node; node = node.parentElement) {
    const style = getComputedStyle(node);
    if (style.visibility === 'hidden' || style.display === 'none') return false;
  }
  return frame !== null && frame.isConnected;
}

/**
 * One vendor's invisible captcha (AUTH-25): the script loaded on first use, one invisible widget rendered,
 * executed on each request. The token resolves the request; expiry, an error or the challenge closed by a
 * click beside it rejects it as dismissed. Vendors do not all report that click, so the page is checked
 * every CAPTCHA_FIX_INTERVAL_MS (AUTH-28): a challenge seen open and then gone is a dismissal.
 */
export class InvisibleCaptcha implements CaptchaProvider {
  private widget: Promise<{ api: WidgetApi; id: WidgetId; container: HTMLElement }> | undefined;
  private pending: Pending | undefined;
  private watch: ReturnType<typeof setInterval> | undefined;

  constructor(private readonly script: VendorScript) {}

  async requestCaptchaToken(): Promise<string> {
    const { api, id, container } = await this.ready();
    // A request still open belongs to an earlier submit; that one ends dismissed.
    this.settle(new CaptchaDismissedError());
    return new Promise<string>((resolve, reject) => {
      this.pending = { resolve, reject };
      api.reset(id);
      api.execute(id);
      this.watchChallenge(container);
    });
  }

  private ready() {
    this.widget ??= this.render().catch((error: unknown) => {
      this.widget = undefined;
      throw error;
    });
    return this.widget;
  }

  private async render() {
    const { src, global, siteKey, vendor } = this.script;
    await loadScript(src, `onCaptchaLoad_${vendor}`);
    const api = (window as unknown as Record<string, WidgetApi | undefined>)[global];
    if (!api) throw new Error(`captcha script ${src} defined no ${global}`);
    const container = document.createElement('div');
    container.dataset.captchaWidget = vendor;
    document.body.append(container);
    const dismissed = () => this.settle(new CaptchaDismissedError());
    const id = api.render(container, {
      sitekey: siteKey,
      size: 'invisible',
      callback: (token: string) => this.settle(token),
      'expired-callback': dismissed,
      'error-callback': dismissed,
      // hCaptcha reports the closed challenge itself; the others are caught by the check below.
      'close-callback': dismissed,
      'chalexpired-callback': dismissed,
    });
    return { api, id, container };
  }

  private watchChallenge(widget: HTMLElement): void {
    let seenOpen = false;
    this.watch = setInterval(() => {
      // A widget taken off the page (the document replaced) shows no challenge to watch any more.
      if (!widget.isConnected) clearInterval(this.watch);
      else if (isShown(document.querySelector(this.script.challengeFrame))) seenOpen = true;
      else if (seenOpen) this.settle(new CaptchaDismissedError());
    }, CAPTCHA_FIX_INTERVAL_MS);
  }

  private settle(outcome: string | Error): void {
    clearInterval(this.watch);
    this.watch = undefined;
    const pending = this.pending;
    this.pending = undefined;
    if (!pending) return;
    if (typeof outcome === 'string') pending.resolve(outcome);
    else pending.reject(outcome);
  }
}

const providers = new Map<string, InvisibleCaptcha>();

/** The provider of `vendor` for this configuration, kept so its widget is rendered once per page. */
export function invisibleCaptchaProvider(vendor: CaptchaVendor, context: CaptchaContext): CaptchaProvider {
  const script = vendorScript(vendor, context);
  const key = `${script.src}|${script.siteKey}`;
  let provider = providers.get(key);
  if (!provider) {
    provider = new InvisibleCaptcha(script);
    providers.set(key, provider);
  }
  return provider;
}
