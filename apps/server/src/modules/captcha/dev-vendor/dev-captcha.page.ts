import { escapeHtml } from '../../../platform/http/escape-html';

const STYLE = `
:root{color-scheme:light dark;--card:#fff;--text:#111827;--muted:#5b6474;--line:#d6dbe4;--accent:#4f46e5}
@media (prefers-color-scheme:dark){:root{--card:#171e2e;--text:#e8ecf3;--muted:#9aa4b5;--line:#2a3448;--accent:#818cf8}}
*{box-sizing:border-box}body{margin:0;font:15px/1.5 system-ui,sans-serif;background:var(--card);color:var(--text);padding:20px}
h1{font-size:18px;margin:0 0 4px}p{color:var(--muted);margin:0 0 16px;font-size:13px}
.actions{display:flex;gap:8px}button{flex:1;padding:10px;border-radius:8px;border:1px solid var(--line);font:inherit;cursor:pointer;background:transparent;color:inherit}
#pass{background:var(--accent);border-color:var(--accent);color:#fff}`;

/** The development vendor's challenge: the person passes it, or makes it fail, with one click. */
export function devCaptchaChallengePage(vendorName: string, scriptUrl: string): string {
  const name = escapeHtml(vendorName);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><link rel="icon" href="data:,"><title>${name} · development captcha</title>
<style>${STYLE}</style></head><body><main>
<h1>Development captcha</h1>
<p>It stands in for ${name} on this machine. Click beside this box to close it unanswered.</p>
<div class="actions"><button type="button" id="fail">Fail</button><button type="button" id="pass">I am not a robot</button></div>
</main><script src="${escapeHtml(scriptUrl)}"></script></body></html>`;
}
