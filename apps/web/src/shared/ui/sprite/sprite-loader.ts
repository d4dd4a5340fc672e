/**
 * Configured sprites (CFG-16): `{base}/{name}.svg`, a file of `<symbol id>` pictures the operator can replace
 * without a release. Each file is fetched once; its symbols are copied into one hidden `<svg>` of the page
 * under `{name}-{id}`, so `<use href="#flags-gb">` works whatever origin the sprites come from.
 */
const loaded = new Map<string, Promise<ReadonlySet<string>>>();
const warned = new Set<string>();

/** Logs a missing sprite or icon once per page, not on every render. */
export function warnOnce(key: string, message: string, detail?: unknown): void {
  if (warned.has(key)) return;
  warned.add(key);
  console.warn(message, detail ?? '');
}

/** The sprite file is the operator's content, not ours: only drawing survives the copy. */
function sanitise(node: Element): void {
  for (const unsafe of node.querySelectorAll('script, foreignObject, iframe, style')) unsafe.remove();
  for (const element of [node, ...node.querySelectorAll('*')]) {
    for (const { name, value } of [...element.attributes]) {
      const lowered = name.toLowerCase();
      const isLink = lowered === 'href' || lowered === 'xlink:href';
      if (lowered.startsWith('on') || (isLink && !value.startsWith('#'))) element.removeAttribute(name);
    }
  }
}

function hostElement(): SVGSVGElement {
  const existing = document.getElementById('sprite-host');
  if (existing instanceof SVGSVGElement) return existing;
  const host = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  host.id = 'sprite-host';
  host.setAttribute('aria-hidden', 'true');
  host.setAttribute('width', '0');
  host.setAttribute('height', '0');
  host.style.position = 'absolute';
  document.body.append(host);
  return host;
}

async function fetchSprite(url: string, name: string): Promise<ReadonlySet<string>> {
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`${response.status} ${url}`);
  const parsed = new DOMParser().parseFromString(await response.text(), 'image/svg+xml');
  const symbols = [...parsed.querySelectorAll('symbol[id]')];
  if (parsed.querySelector('parsererror') || symbols.length === 0) throw new Error(`no symbols in ${url}`);
  const host = hostElement();
  const ids = new Set<string>();
  for (const symbol of symbols) {
    const copy = document.importNode(symbol, true);
    sanitise(copy);
    ids.add(symbol.id);
    copy.id = `${name}-${symbol.id}`;
    host.append(copy);
  }
  return ids;
}

/** The ids a sprite holds; an unreachable or broken sprite is logged once and holds none. */
export function loadSprite(base: string, name: string): Promise<ReadonlySet<string>> {
  const url = `${base.replace(/\/$/, '')}/${name}.svg`;
  let sprite = loaded.get(url);
  if (!sprite) {
    sprite = fetchSprite(url, name).catch((error: unknown) => {
      warnOnce(url, `sprite ${url} could not be loaded; fallbacks are shown`, error);
      return new Set<string>();
    });
    loaded.set(url, sprite);
  }
  return sprite;
}
