import { Form } from "~/components/ui/form";
import { Link } from "~/components/ui/link";
import { useTranslation } from "~/components/i18n";
import { CSRF_FIELD } from "~/lib/csrf";
import type { CartSummaryView, WebshopEventView, WebshopLineView } from "~/lib/types/webshop-cart";

/** Minus and plus (a new quantity, 0 removes the line) as one POST form: works without JavaScript. */
function QuantityControls({ line, csrf }: { line: WebshopLineView; csrf: string }) {
  const { t } = useTranslation();
  return (
    <Form method="post" preventScrollReset className="webshop-quantity">
      <input type="hidden" name={CSRF_FIELD} value={csrf} />
      <input type="hidden" name="intent" value="quantity" />
      <input type="hidden" name="line" value={line.id} />
      <button type="submit" name="quantity" value={line.quantity - 1} className="webshop-step" aria-label={t("webshop.lines.decrease", { name: line.name })}>
        −
      </button>
      <span className="webshop-quantity__value">{line.quantity}</span>
      <button
        type="submit"
        name="quantity"
        value={line.quantity + 1}
        className="webshop-step"
        aria-label={t("webshop.lines.increase", { name: line.name })}
        disabled={!line.canIncrease}
      >
        +
      </button>
    </Form>
  );
}

function RemoveLine({ line, csrf }: { line: WebshopLineView; csrf: string }) {
  const { t } = useTranslation();
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name={CSRF_FIELD} value={csrf} />
      <input type="hidden" name="intent" value="remove" />
      <input type="hidden" name="line" value={line.id} />
      <button type="submit" className="link-button webshop-remove" aria-label={t("webshop.lines.removeLabel", { name: line.name })}>
        {t("webshop.lines.remove")}
      </button>
    </Form>
  );
}

/** One event: its title (linked to the event page), when, and a table per seat group. */
function CartEvent({ event, csrf }: { event: WebshopEventView; csrf: string | null }) {
  const { t } = useTranslation();
  const titleId = `webshop-event-${event.id}`;
  return (
    <section className="webshop-event" aria-labelledby={titleId}>
      <h2 id={titleId}>{event.url ? <Link to={event.url}>{event.title}</Link> : event.title}</h2>
      <p className="webshop-event__when">{event.when}</p>
      {event.groups.map((group) => (
        <table key={group.id} className="webshop-lines">
          <caption>{group.name}</caption>
          <thead>
            <tr>
              <th scope="col">{t("webshop.lines.ticketType")}</th>
              <th scope="col">{t("webshop.lines.unitPrice")}</th>
              <th scope="col">{t("webshop.lines.quantity")}</th>
              <th scope="col">{t("webshop.lines.lineTotal")}</th>
            </tr>
          </thead>
          <tbody>
            {group.lines.map((line) => (
              <tr key={line.id}>
                <th scope="row">
                  {line.name}
                  {line.timeslot ? <span className="webshop-lines__slot">{t("webshop.lines.timeslot", { time: line.timeslot })}</span> : null}
                </th>
                <td>{line.unit}</td>
                <td>
                  {csrf ? (
                    <div className="webshop-line-controls">
                      <QuantityControls line={line} csrf={csrf} />
                      <RemoveLine line={line} csrf={csrf} />
                    </div>
                  ) : (
                    line.quantity
                  )}
                </td>
                <td>{line.total}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </section>
  );
}

/**
 * The tickets per event, seat group and ticket type, and the total. With `csrf` the lines can be
 * changed; without (shop offline, the confirmation) they are only listed.
 */
export function CartLines({ cart, csrf }: { cart: CartSummaryView; csrf: string | null }) {
  const { t } = useTranslation();
  const count = cart.ticketsQuantity === 1 ? t("webshop.lines.ticketsOne") : t("webshop.lines.ticketsMany", { count: cart.ticketsQuantity });
  return (
    <div className="webshop-cart">
      {cart.events.map((event) => (
        <CartEvent key={event.id} event={event} csrf={csrf} />
      ))}
      <p className="webshop-total">
        <span>
          {t("webshop.lines.total")} <span className="webshop-total__count">({count})</span>
        </span>{" "}
        <strong>{cart.total}</strong>
      </p>
    </div>
  );
}
