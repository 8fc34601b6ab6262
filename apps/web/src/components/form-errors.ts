import { ApiError } from '../api/http.ts';
import { notifyFailure, toErrorMessage } from './notifications.ts';

interface FormWithErrors {
  setFieldError: (path: string, error: string) => void;
  getValues: () => object;
}

/**
 * Puts a server refusal where the user will see it: field errors (problem+json `errors[]`) under their
 * inputs when the form has that field; an error whose `code` belongs to one field (`codeFields`, e.g.
 * better-auth's USER_ALREADY_EXISTS → email) under that field; anything else as an error notification.
 * Returns true when at least one field was marked.
 */
export function showServerErrors(
  form: FormWithErrors,
  error: unknown,
  codeFields: Record<string, string> = {},
): boolean {
  let marked = false;
  if (error instanceof ApiError) {
    const fields = Object.keys(form.getValues());
    for (const [field, message] of Object.entries(error.fieldErrors)) {
      if (fields.includes(field)) {
        form.setFieldError(field, message);
        marked = true;
      }
    }
    const codeField = codeFields[error.code];
    if (!marked && codeField && fields.includes(codeField)) {
      form.setFieldError(codeField, toErrorMessage(error));
      marked = true;
    }
  }
  if (!marked) notifyFailure(error);
  return marked;
}
