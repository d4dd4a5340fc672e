export * from './date.rule';
export * from './default-field-rules';
export * from './email-domain-typo';
export * from './email.rule';
export * from './empty-value';
export * from './field-visibility';
export * from './name.rule';
export * from './phone-first-digit';
export * from './phone-library';
export * from './phone.rule';
export * from './rule-engine';
export * from './rule-types';
export * from './sms-code.rule';
export * from './strict-date';
export * from './validate-form';
export type { CustomValidator } from './text-rules';
// phone-type.ts is left out on purpose: it loads the phone library's full metadata. Import it directly.
