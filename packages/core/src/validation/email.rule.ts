import { VALIDATION_MESSAGE_KEYS as KEYS } from '../constants/validation-message.constants';
import { suggestEmailDomain } from './email-domain-typo';

export interface EmailProblem {
  readonly key: string;
  /** For a domain typo: the address as it was probably meant (`ivan@gmail.com`). */
  readonly suggestion?: string;
}

const ATOM = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+";
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?';
/** Local part, @, domain labels, and a final label of 2-7 letters (spec section 5). */
const EMAIL_PATTERN = new RegExp(`^${ATOM}(?:\\.${ATOM})*@(?:${LABEL}\\.)+[A-Za-z]{2,7}$`);

/**
 * Checks an e-mail address (VAL-09), naming the first problem in the spec's order: leading @, trailing @,
 * missing @, no dot after the @, spaces, a likely typo of a common domain, then anything else the pattern
 * refuses. Undefined when the address is fine.
 */
export function checkEmail(email: string): EmailProblem | undefined {
  const at = email.lastIndexOf('@');
  if (email.startsWith('@')) return { key: KEYS.emailLeadingAt };
  if (email.endsWith('@')) return { key: KEYS.emailTrailingAt };
  if (at < 0) return { key: KEYS.emailMissingAt };
  if (!email.slice(at + 1).includes('.')) return { key: KEYS.emailMissingDot };
  if (/\s/.test(email)) return { key: KEYS.emailSpaces };
  const suggested = suggestEmailDomain(email.slice(at + 1));
  if (suggested) return { key: KEYS.emailDomainTypo, suggestion: `${email.slice(0, at)}@${suggested}` };
  if (!EMAIL_PATTERN.test(email)) return { key: KEYS.emailInvalid };
  return undefined;
}
