import { escapeHtml } from '../../../../platform/http/escape-html';

const STYLE = `
:root{color-scheme:light dark;--bg:#f3f5f9;--card:#fff;--text:#111827;--muted:#5b6474;--line:#d6dbe4;--accent:#4f46e5}
@media (prefers-color-scheme:dark){:root{--bg:#0f1420;--card:#171e2e;--text:#e8ecf3;--muted:#9aa4b5;--line:#2a3448;--accent:#818cf8}}
*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,sans-serif;background:var(--bg);color:var(--text);display:grid;place-items:center;min-height:100vh;padding:16px}
main{background:var(--card);border:1px solid var(--line);border-radius:12px;padding:24px;width:100%;max-width:400px}
h1{font-size:20px;margin:0 0 4px}p{color:var(--muted);margin:0 0 16px;font-size:14px}
label{display:block;font-size:14px;margin:12px 0 4px}input{width:100%;padding:10px 12px;border:1px solid var(--line);border-radius:8px;background:transparent;color:inherit;font:inherit}
.actions{display:flex;gap:8px;margin-top:20px}button{flex:1;padding:10px;border-radius:8px;border:1px solid var(--line);font:inherit;cursor:pointer;background:transparent;color:inherit}
button[value=allow]{background:var(--accent);border-color:var(--accent);color:#fff}`;

/**
 * The consent page of the development identity provider: the player states who they are at the "provider"
 * and allows or denies. The form goes by GET to the approve address with every parameter it received.
 */
export function devConsentPage(input: {
  provider: string;
  providerName: string;
  approveUrl: string;
  passThrough: Readonly<Record<string, string>>;
  suggestedEmail: string;
}): string {
  const hidden = Object.entries(input.passThrough)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  const name = escapeHtml(input.providerName);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><link rel="icon" href="data:,"><title>${name} · development sign-in</title>
<style>${STYLE}</style></head><body><main>
<h1>Sign in with ${name}</h1>
<p>Development identity provider: it stands in for ${name} on this machine. The same e-mail is the same ${name} account.</p>
<form method="get" action="${escapeHtml(input.approveUrl)}">${hidden}
<label for="email">E-mail at ${name}</label><input id="email" name="email" type="email" required value="${escapeHtml(input.suggestedEmail)}">
<label for="name">Name</label><input id="name" name="name" value="Dev Player">
<div class="actions"><button type="submit" name="decision" value="deny">Deny</button><button type="submit" name="decision" value="allow">Allow</button></div>
</form></main></body></html>`;
}
