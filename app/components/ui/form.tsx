import { Form as RemixForm, type FormProps } from "@remix-run/react";
import { forwardRef } from "react";

/**
 * A form of the site: Remix's `<Form>`, whose action's routes are discovered when it is submitted, not
 * while the page opens. Its action is the page itself or a route the submission brings along; an
 * eager question about it would cost every page with a form a request (and, for a route not known yet,
 * a render of the whole page) just as it opens. Links are discovered the same way, on intent
 * (`~/components/layout/discover-routes`).
 */
export const Form = forwardRef<HTMLFormElement, FormProps>(function Form(props, ref) {
  return <RemixForm discover="none" {...props} ref={ref} />;
});
