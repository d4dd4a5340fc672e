import type { RegistrationField } from './registration-field.schema';

export const DOCUMENT_TYPE_FIELD_ID = 'document_type_id';

/**
 * Required fields depend on the document type (spec section 5, REG-22): the office configuration lists the
 * field ids each document type requires; those fields of the form become required while that type is chosen.
 */
export function applyDocumentRequirements<F extends Pick<RegistrationField, 'id' | 'required'>>(
  fields: readonly F[],
  values: Readonly<Record<string, unknown>>,
  requiredByDocumentType: Readonly<Record<string, readonly string[]>>,
): F[] {
  const documentType = values[DOCUMENT_TYPE_FIELD_ID];
  const key = documentType === undefined || documentType === null ? '' : String(documentType);
  const required = Object.hasOwn(requiredByDocumentType, key) ? requiredByDocumentType[key] : undefined;
  if (!required || required.length === 0) return [...fields];
  return fields.map((field) => (required.includes(field.id) ? { ...field, required: true } : field));
}
