import { escapeHtml } from '../../platform/http/escape-html';
import type { OutboxRow } from './outbox.repository';

/** Only web links become anchors; anything else (javascript:, data:) is shown as text. */
function safeHref(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.toString() : null;
  } catch {
    return null;
  }
}

function renderMessage(message: OutboxRow): string {
  const links = message.links
    .map((link) => {
      const href = safeHref(link.url);
      const label = escapeHtml(link.label);
      return href
        ? `<li><a href="${escapeHtml(href)}">${label}</a> <code>${escapeHtml(href)}</code></li>`
        : `<li>${label}: <code>${escapeHtml(link.url)}</code></li>`;
    })
    .join('');
  return `<article data-id="${String(message.id)}" data-channel="${message.channel}" data-to="${escapeHtml(message.recipient)}">
<h2>${escapeHtml(message.subject)}</h2>
<p class="meta">${message.channel} to <b>${escapeHtml(message.recipient)}</b> · ${escapeHtml(message.purpose)} · ${message.created_at.toISOString()} · ${message.status}</p>
<pre>${escapeHtml(message.body_text)}</pre>
${links ? `<ul>${links}</ul>` : ''}
</article>`;
}

/** The development mailbox: the latest outbox messages as a plain page, every value escaped. */
export function renderMailbox(messages: readonly OutboxRow[], recipient: string | undefined): string {
  const title = recipient ? `Mailbox: ${escapeHtml(recipient)}` : 'Mailbox';
  const body = messages.length > 0 ? messages.map(renderMessage).join('\n') : '<p>No messages.</p>';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${title}</title>
<style>body{font:14px system-ui,sans-serif;margin:2rem;max-width:60rem}article{border-bottom:1px solid #ccc;padding:.5rem 0}pre{white-space:pre-wrap;background:#f5f5f5;padding:.5rem}.meta{color:#555}</style>
</head><body><h1>${title}</h1>
<p>Development only: SMS and e-mail the product would have sent, newest first. Filter with <code>?to=</code>.</p>
${body}
</body></html>`;
}
