/**
 * Registration type names (spec section 2, REG-02). fast_reg, phone_reg, full_reg and soc_reg are the tabs;
 * short_reg is an older name of full_reg; short_reg_v1 and full_reg_v1 are the "short and full v1 variants"
 * (their field sets are served in the version 1 format with parent and child fields).
 */
export const REGISTRATION_TYPE_NAMES = [
  'fast_reg',
  'phone_reg',
  'full_reg',
  'soc_reg',
  'short_reg',
  'short_reg_v1',
  'full_reg_v1',
] as const;
export type RegistrationTypeName = (typeof REGISTRATION_TYPE_NAMES)[number];

/** How a type creates the account once its fields pass. */
export type RegistrationKind = 'one_click' | 'phone' | 'email' | 'social';

const ALIASES: Readonly<Partial<Record<string, RegistrationTypeName>>> = { short_reg: 'full_reg' };

const KINDS: Readonly<Record<RegistrationTypeName, RegistrationKind>> = {
  fast_reg: 'one_click',
  phone_reg: 'phone',
  full_reg: 'email',
  soc_reg: 'social',
  short_reg: 'email',
  short_reg_v1: 'email',
  full_reg_v1: 'email',
};

export function isRegistrationType(name: string): name is RegistrationTypeName {
  return (REGISTRATION_TYPE_NAMES as readonly string[]).includes(name);
}

/** The type whose fields a name stands for (short_reg -> full_reg); undefined for an unknown name. */
export function canonicalRegistrationType(name: string): RegistrationTypeName | undefined {
  const aliased = ALIASES[name] ?? name;
  return isRegistrationType(aliased) ? aliased : undefined;
}

export function registrationKind(type: RegistrationTypeName): RegistrationKind {
  return KINDS[type];
}

/** Tab icon of a type (REG-04): the id with underscores as hyphens; soc_reg shows the social-login icon. */
export function registrationTabIcon(type: string): string {
  if (type === 'soc_reg') return 'google';
  return type.length > 0 ? type.replace(/_/g, '-') : 'full-reg';
}
