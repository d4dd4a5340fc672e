/**
 * Input masks (UI-23). Token characters, as the maska 1.x library spells them:
 *   #  a digit
 *   X  a letter or a digit
 *   S  a letter
 *   A  a letter, written uppercase
 *   a  a letter, written lowercase
 *   !  escape: the next mask character is literal (`!#` is a literal #)
 *   *  repeat: the token before it accepts any number of characters (`#*` = digits of any length)
 * Every other character is a literal, written by the mask itself. Letters are any script's letters.
 */
interface Slot {
  readonly kind: 'slot';
  readonly accepts: RegExp;
  readonly transform: (char: string) => string;
  repeat: boolean;
}
interface Literal {
  readonly kind: 'literal';
  readonly char: string;
}
export interface CompiledMask {
  readonly items: readonly (Slot | Literal)[];
}

const same = (char: string) => char;
const TOKENS: Readonly<Record<string, Omit<Slot, 'kind' | 'repeat'>>> = {
  '#': { accepts: /^\d$/u, transform: same },
  X: { accepts: /^[\p{L}\d]$/u, transform: same },
  S: { accepts: /^\p{L}$/u, transform: same },
  A: { accepts: /^\p{L}$/u, transform: (char) => char.toUpperCase() },
  a: { accepts: /^\p{L}$/u, transform: (char) => char.toLowerCase() },
};

export function compileMask(pattern: string): CompiledMask {
  const items: (Slot | Literal)[] = [];
  const chars = Array.from(pattern);
  for (let i = 0; i < chars.length; i++) {
    const char = chars[i];
    const previous = items.at(-1);
    if (char === '!' && i + 1 < chars.length) {
      items.push({ kind: 'literal', char: chars[++i] });
    } else if (char === '*' && previous?.kind === 'slot') {
      previous.repeat = true;
    } else if (Object.hasOwn(TOKENS, char)) {
      items.push({ kind: 'slot', repeat: false, ...TOKENS[char] });
    } else {
      items.push({ kind: 'literal', char });
    }
  }
  return { items };
}

export interface MaskResult {
  /** The value as shown: typed characters in the slots, literals between them. */
  readonly masked: string;
  /** Only the characters that filled slots (the phone digits without brackets and dashes). */
  readonly raw: string;
  /** Every slot that is not a repeat slot got a character. */
  readonly complete: boolean;
}

/**
 * Fits `value` into the mask. Characters a slot does not accept are dropped; a typed character equal to
 * the next literal is taken as that literal; literals are written only up to the last typed character,
 * so deleting works naturally. A repeat slot takes characters until one does not fit.
 */
export function applyMask(mask: string | CompiledMask, value: string): MaskResult {
  const { items } = typeof mask === 'string' ? compileMask(mask) : mask;
  const chars = Array.from(value);
  let masked = '';
  let raw = '';
  let item = 0;
  let next = 0;
  while (item < items.length && next < chars.length) {
    const current = items[item];
    const char = chars[next];
    if (current.kind === 'literal') {
      masked += current.char;
      if (char === current.char) next += 1;
      item += 1;
    } else if (current.accepts.test(char)) {
      masked += current.transform(char);
      raw += current.transform(char);
      next += 1;
      if (!current.repeat) item += 1;
    } else if (current.repeat) {
      item += 1;
    } else {
      next += 1;
    }
  }
  const complete = items.slice(item).every((rest) => rest.kind === 'literal' || rest.repeat);
  return { masked, raw, complete };
}

/** How many characters the mask's fixed slots take: the digit count of a phone mask. */
export function maskSlotCount(mask: string | CompiledMask): number {
  const { items } = typeof mask === 'string' ? compileMask(mask) : mask;
  return items.filter((item) => item.kind === 'slot' && !item.repeat).length;
}
