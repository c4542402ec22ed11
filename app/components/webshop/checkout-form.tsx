import { useNavigation } from "@remix-run/react";
import { useTranslation } from "~/components/i18n";
import { Form } from "~/components/ui/form";
import { TextField } from "~/components/ui/text-field";
import { CSRF_FIELD } from "~/lib/csrf";
import type { CartActionData } from "~/lib/types/webshop-cart";

interface FieldProps {
  id: string;
  name: "name" | "email";
  label: string;
  type: string;
  autoComplete: string;
  value?: string;
  error?: string;
}

function Field({ id, name, label, type, autoComplete, value, error }: FieldProps) {
  return (
    <TextField
      id={id}
      label={label}
      error={error}
      name={name}
      type={type}
      autoComplete={autoComplete}
      defaultValue={value}
      required
      maxLength={name === "email" ? 254 : 200}
    />
  );
}

/**
 * Name and e-mail turn the reservation into an order. The server validates (errors come back with
 * the page, no script needed); payment is not part of this webshop and the form says so first.
 */
export function CheckoutForm({ csrf, result }: { csrf: string; result: CartActionData | undefined }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "checkout";
  const fields = result?.fields;
  return (
    <section className="webshop-checkout" aria-labelledby="webshop-checkout-title">
      <h2 id="webshop-checkout-title">{t("webshop.checkout.title")}</h2>
      <div className="notice webshop-payment">
        <h3>{t("webshop.checkout.paymentTitle")}</h3>
        <p>{t("webshop.checkout.payment")}</p>
      </div>
      <p>{t("webshop.checkout.intro")}</p>
      <Form method="post" noValidate className="stacked-form webshop-checkout__form">
        <input type="hidden" name={CSRF_FIELD} value={csrf} />
        <input type="hidden" name="intent" value="checkout" />
        {fields && result?.message ? (
          <p role="alert" className="form-error">
            {t(result.message)}
          </p>
        ) : null}
        <Field
          id="checkout-name"
          name="name"
          label={t("webshop.checkout.name")}
          type="text"
          autoComplete="name"
          value={result?.values?.name}
          error={fields?.name ? t(fields.name) : undefined}
        />
        <Field
          id="checkout-email"
          name="email"
          label={t("webshop.checkout.email")}
          type="email"
          autoComplete="email"
          value={result?.values?.email}
          error={fields?.email ? t(fields.email) : undefined}
        />
        <button type="submit" className="button" disabled={busy}>
          {t("webshop.checkout.submit")}
        </button>
      </Form>
    </section>
  );
}
