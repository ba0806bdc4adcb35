import { schemaResolver, type FormErrors } from '@mantine/form';
import { isApiError } from './api-error';
import { translateError, translateMessage } from './messages';

/** Validates a Mantine form with a shared zod schema and shows the rule's message in the user's language. */
export function sharedSchemaResolver(schema: Parameters<typeof schemaResolver>[0]) {
  const resolve = schemaResolver(schema, { sync: true });
  return (values: unknown): FormErrors => {
    const errors = resolve(values);
    return Object.fromEntries(
      Object.entries(errors).map(([field, message]) => [
        field,
        typeof message === 'string' ? translateMessage(message) : message,
      ]),
    );
  };
}

/** A server refusal that names a field goes under that field; returns false when it names none. */
export function applyServerFieldError(
  form: { setFieldError: (field: string, error: string) => void; values: object },
  error: unknown,
): boolean {
  if (!isApiError(error) || !error.field || !(error.field in form.values)) return false;
  form.setFieldError(error.field, translateError(error));
  return true;
}
