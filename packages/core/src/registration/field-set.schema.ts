import { z } from 'zod';
import { compileForm } from '../validation/validate-form';
import { ValidationConfigError } from '../validation/rule-types';
import { registrationFieldSchema, type RegistrationField } from './registration-field.schema';

/**
 * Where a child field belongs in the version 1 format: under its parent field and one or more of the parent's
 * values, or under the parent's `default` case (any value no other case lists).
 */
export const fieldParentSchema = z.union([
  z.object({ field_id: z.string().min(1), values: z.array(z.union([z.string(), z.number()])).min(1) }),
  z.object({ field_id: z.string().min(1), default: z.literal(true) }),
]);
export type FieldParent = z.infer<typeof fieldParentSchema>;

/** A field as the operator stores it: the descriptor, and its parent when it is a child field. */
export const storedFieldSchema = registrationFieldSchema.extend({ parent: fieldParentSchema.optional() });
export type StoredField = z.infer<typeof storedFieldSchema>;

/**
 * An operator-edited field set, in order (REG-10: the order is the configuration's). Checked as a whole: a
 * parent must exist and come first, a child's visibility comes from its parent rather than depends_on, and
 * every validation map must compile.
 */
export const storedFieldSetSchema = z
  .array(storedFieldSchema)
  .min(1)
  .max(200)
  .superRefine((fields, ctx) => {
    fields.forEach((field, index) => {
      const parent = field.parent;
      if (!parent) return;
      const parentIndex = fields.findIndex((f) => f.id === parent.field_id && !f.parent);
      if (parentIndex < 0 || parentIndex > index)
        ctx.addIssue({
          code: 'custom',
          path: [index, 'parent'],
          message: 'the parent must be an earlier root field',
        });
      if (field.depends_on)
        ctx.addIssue({
          code: 'custom',
          path: [index, 'depends_on'],
          message: 'a child field shows by its parent',
        });
      const owner = fields[parentIndex];
      if ('default' in parent && owner && !owner.options && !owner.options_source)
        ctx.addIssue({
          code: 'custom',
          path: [index, 'parent'],
          message: 'a default case needs a parent with options',
        });
    });
    try {
      compileForm(fields as RegistrationField[]);
    } catch (error) {
      if (!(error instanceof ValidationConfigError)) throw error;
      ctx.addIssue({ code: 'custom', message: error.message });
    }
  });
