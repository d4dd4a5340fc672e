import { z } from 'zod';
import { RULE_TYPES } from '../validation/rule-types';

/** The field types of spec section 3 (REG-13), spelled in snake case. */
export const REGISTRATION_FIELD_TYPES = [
  'input',
  'email',
  'password',
  'select',
  'multiselect',
  'label',
  'captcha',
  'custom_captcha',
  'button',
  'phone_country',
  'phone_code_button',
  'datepicker',
  'birthday_date',
  'social_types',
  'checkbox',
  'extended_checkbox',
  'list',
  'background_checkbox',
  'dropdown',
  'phone',
] as const;
export type RegistrationFieldType = (typeof REGISTRATION_FIELD_TYPES)[number];

/**
 * Lists the server fills a field's options from at request time (ours), so an operator edits a field set
 * without copying 250 countries into it.
 */
export const OPTION_SOURCES = [
  'countries',
  'phone_countries',
  'currencies',
  'document_types',
  'bonus_choices',
  'genders',
  'social_types',
] as const;
export type OptionSource = (typeof OPTION_SOURCES)[number];

/** Select option of spec section 3 (REG-24). */
export const selectOptionSchema = z.object({
  id: z.union([z.number(), z.string()]).optional(),
  value: z.union([z.number(), z.string()]).optional(),
  name: z.string().optional(),
  title: z.string().optional(),
  Alpha2: z.string().optional(),
  phone_code: z.string().optional(),
  code: z.string().optional(),
  ico: z.string().optional(),
  country_id: z.number().int().optional(),
  account_length: z.number().int().optional(),
  aliases: z.array(z.string()).optional(),
  selected: z.boolean().optional(),
  symbol: z.string().optional(),
});
export type SelectOption = z.infer<typeof selectOptionSchema>;

/** A server map can carry every rule type but `custom`, which is a function given in code. */
const SERVER_RULE_TYPES = RULE_TYPES.filter((type) => type !== 'custom');
const ruleSpecSchema = z.object({ message: z.string().optional(), value: z.unknown().optional() });
export const validationMapSchema = z.partialRecord(z.enum(SERVER_RULE_TYPES), ruleSpecSchema);

/** `depends_on` (REG-19): the field shows only while field_id's value is one of the listed values. */
export const fieldDependencySchema = z.object({
  action: z.literal('show'),
  field_id: z.string().min(1),
  condition: z.object({ values: z.array(z.union([z.string(), z.number(), z.boolean()])) }),
});

/** One part of a phone field (REG-14): the number input, the code button, the country select, the code input. */
const phonePartSchema = z.object({
  placeholder: z.string().optional(),
  title: z.string().optional(),
  max_length: z.number().int().positive().optional(),
  disabled: z.boolean().optional(),
  hide: z.boolean().optional(),
});

/** The registration field as the server delivers it (spec section 3, REG-12). */
export const registrationFieldSchema = z.object({
  id: z.string().regex(/^[A-Za-z][A-Za-z0-9_-]{0,63}$/),
  name: z.string().max(64),
  type: z.enum(REGISTRATION_FIELD_TYPES),
  group: z.string().max(64).optional(),
  hide: z.boolean().optional(),
  title: z.string().max(200).optional(),
  placeholder: z.string().max(200).optional(),
  important_placeholder: z.string().max(200).optional(),
  required: z.boolean().optional(),
  disabled: z.boolean().optional(),
  input_type: z.string().max(32).optional(),
  show_copy_icon: z.boolean().optional(),
  show_pass_icon: z.boolean().optional(),
  show_top_label: z.boolean().optional(),
  max_length: z.number().int().positive().optional(),
  validation: validationMapSchema.optional(),
  tooltip: z.string().max(500).optional(),
  options: z.array(selectOptionSchema).optional(),
  options_source: z.enum(OPTION_SOURCES).optional(),
  preselect_first: z.boolean().optional(),
  search_keys: z.array(z.string()).optional(),
  depends_on: fieldDependencySchema.optional(),
  custom_label: z.string().max(500).optional(),
  label: z.string().max(500).optional(),
  checked_input: z.boolean().optional(),
  item_class: z.string().max(100).optional(),
  key: z.string().max(200).optional(),
  show_label: z.boolean().optional(),
  parts: z
    .object({
      input: phonePartSchema.optional(),
      button: phonePartSchema.optional(),
      select: phonePartSchema.optional(),
      input_code: phonePartSchema.optional(),
    })
    .optional(),
  /** Initial value (version 1 carries it as attributes.value). */
  value: z.union([z.string(), z.number(), z.boolean()]).optional(),
});
export type RegistrationField = z.infer<typeof registrationFieldSchema>;
