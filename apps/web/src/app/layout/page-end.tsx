import { CookieConsentBanner } from '../../features/cookie-consent/cookie-consent-banner';
import { Footer } from './footer/footer';

/** What the main layout loads after the first paint: the footer, and the cookie banner while it is due. */
export function PageEnd() {
  return (
    <>
      <Footer />
      <CookieConsentBanner />
    </>
  );
}
