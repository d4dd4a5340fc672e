import { STORAGE_KEYS } from '../../shared/storage/storage-keys';
import { readStorage, removeStorage, writeStorage } from '../../shared/storage/local-storage';

/** The query key carrying the page to return to after login (spec section 2). */
export const RETURN_URL_PARAM = 'return-url';

/** Only a path of this site: anything else would turn login into an open redirect. */
export function isSafeReturnUrl(value: string | null | undefined): value is string {
  return (
    typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') && !value.includes('\\')
  );
}

export function saveReturnUrl(url: string): void {
  if (isSafeReturnUrl(url)) writeStorage(STORAGE_KEYS.returnUrl, url);
}

/** The page to go back to (the query wins over storage), forgotten once read. */
export function takeReturnUrl(search: string): string | null {
  const fromQuery = new URLSearchParams(search).get(RETURN_URL_PARAM);
  const fromStorage = readStorage(STORAGE_KEYS.returnUrl);
  removeStorage(STORAGE_KEYS.returnUrl);
  if (isSafeReturnUrl(fromQuery)) return fromQuery;
  return isSafeReturnUrl(fromStorage) ? fromStorage : null;
}

/** Where a guest is sent from a page that needs login: home, with the page kept to come back to. */
export function loginRedirectTarget(homePath: string, returnUrl: string): string {
  saveReturnUrl(returnUrl);
  return `${homePath}?${new URLSearchParams({ [RETURN_URL_PARAM]: returnUrl })}`;
}
