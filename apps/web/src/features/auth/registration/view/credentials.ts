/** The one-click password arrives base64-encoded (the spec's "encoded password"); it is ASCII. */
export function decodePassword(encoded: string): string {
  try {
    return atob(encoded);
  } catch {
    return encoded;
  }
}

/** The login details as a small text file the player keeps (REG-28's save-login). */
export function downloadCredentials(siteName: string, lines: readonly string[], fileName: string): void {
  const blob = new Blob([[siteName, ...lines].join('\n') + '\n'], { type: 'text/plain;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

interface PasswordCredentialInit {
  id: string;
  password: string;
  name?: string;
}

/** Offers the details to the browser's password manager where it has one (Chromium). */
export function offerToPasswordManager(credentials: PasswordCredentialInit): void {
  const Credential = (window as { PasswordCredential?: new (init: PasswordCredentialInit) => Credential })
    .PasswordCredential;
  if (!Credential || !navigator.credentials?.store) return;
  navigator.credentials.store(new Credential(credentials)).catch((error: unknown) => {
    console.warn('the browser did not keep the login', error);
  });
}
