import { useActionData, useNavigation } from "@remix-run/react";
import { createContext, useContext, useState, type FormEvent, type ReactNode } from "react";
import type { ZodType } from "zod";
import { Form } from "~/components/ui/form";
import { CSRF_FIELD } from "~/lib/csrf";
import { fieldErrors, officeMessage, type FieldErrors } from "~/lib/back-office/validation";
import { useOffice } from "./use-office";

/** What a back-office action answers when it refuses a form (status 400): messages by field name. */
export interface RefusedForm {
  errors: FieldErrors;
}

const ErrorsContext = createContext<FieldErrors>({});

/** The messages of the enclosing form for field `name` (from the browser's check or the server's). */
export function useFieldErrors(name: string): string[] {
  return useContext(ErrorsContext)[name] ?? [];
}

interface OfficeFormProps {
  intent: string;
  /** The form's schema and how its values are read from the form: checked in the browser before sending. */
  check?: { schema: ZodType; read: (form: FormData) => unknown };
  /** The server's refusal for this form (action data); by default the route's action data. */
  refused?: RefusedForm | null;
  encType?: "multipart/form-data";
  action?: string;
  className?: string;
  children: ReactNode;
}

/**
 * A back-office form: POST with the CSRF token and an `intent`, reloading the document without
 * script. With script the same schema as the server's checks the values first and shows its messages
 * beside the fields without a round trip; the server checks again and answers 400 with the same ones.
 */
export function OfficeForm({ intent, check, refused, encType, action, className = "office-form", children }: OfficeFormProps) {
  const { csrf } = useOffice();
  const actionData = useActionData<RefusedForm | undefined>();
  const navigation = useNavigation();
  const [browserErrors, setBrowserErrors] = useState<FieldErrors | null>(null);
  const serverErrors = refused !== undefined ? refused?.errors : actionData && "errors" in actionData ? actionData.errors : undefined;
  const errors = browserErrors ?? serverErrors ?? {};
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (!check) return;
    const result = check.schema.safeParse(check.read(new FormData(event.currentTarget)));
    if (result.success) {
      setBrowserErrors(null);
      return;
    }
    event.preventDefault();
    setBrowserErrors(fieldErrors(result.error));
    requestAnimationFrame(() => event.currentTarget?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus());
  }
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  return (
    <ErrorsContext.Provider value={errors}>
      <Form method="post" encType={encType} action={action} className={className} noValidate onSubmit={onSubmit} aria-busy={busy || undefined}>
        <input type="hidden" name={CSRF_FIELD} value={csrf} />
        <input type="hidden" name="intent" value={intent} />
        {Object.keys(errors).length ? <FormErrorSummary /> : null}
        {children}
      </Form>
    </ErrorsContext.Provider>
  );
}

/**
 * A form's default button, put first: Enter in a field saves, as in any form, also where buttons of
 * their own (a search, adding a row) come before the visible Save. Out of sight and of the tab order.
 */
export function DefaultSaveButton() {
  const { texts } = useOffice();
  return (
    <button type="submit" className="visually-hidden" tabIndex={-1} aria-hidden="true">
      {texts.form.save}
    </button>
  );
}

function FormErrorSummary() {
  const { texts } = useOffice();
  const formErrors = useFieldErrors("_form");
  return (
    <div role="alert" className="notice notice--error">
      <p>{texts.form.invalid}</p>
      {formErrors.length ? (
        <ul>
          {formErrors.map((message) => (
            <li key={message}>{officeMessage(texts, message)}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
