import { useState } from "react";
import { useTranslation } from "~/components/i18n";
import {
  amountOf,
  countTickets,
  isSlotAvailable,
  maxPerType,
  seatsLeft,
  type SelectedTicket,
  type TicketRef,
  type WidgetOffer,
  type WidgetPrice,
  type WidgetSeatGroup,
} from "~/lib/booking";
import { LeftNote } from "./left-note";
import { PriceRow } from "./price-row";

export type Step = { name: "main" } | { name: "discounts"; seatGroup: number } | { name: "timeslots" };

export interface StepProps {
  id: string;
  offer: WidgetOffer;
  selection: SelectedTicket[];
  blockId: number | null;
  onAdd: (ticket: TicketRef) => void;
  onRemove: (ticket: TicketRef) => void;
  go: (step: Step) => void;
  back: () => void;
}

/** The price list shows 2 prices and a toggle for the rest. */
const VISIBLE_PRICES = 2;

function Price({ group, price, hidden, ...props }: StepProps & { group: WidgetSeatGroup; price: WidgetPrice; hidden?: boolean }) {
  const left = seatsLeft(group, props.blockId, props.offer.timeslots.length > 0);
  const amount = amountOf(props.selection, group.id, price.saleTypeId);
  const inGroup = countTickets(props.selection, (t) => t.seatGroup === group.id);
  const ticket = { id: price.id, seatGroup: group.id, saleTypeId: price.saleTypeId };
  return (
    <PriceRow
      price={price}
      amount={amount}
      canAdd={amount < maxPerType(left) && inGroup < left}
      onAdd={() => props.onAdd(ticket)}
      onRemove={() => props.onRemove(ticket)}
      hidden={hidden}
    />
  );
}

function BackButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <button type="button" className="booking-back" onClick={onClick}>
      <span aria-hidden="true">← </span>
      {t("booking.back")}
    </button>
  );
}

export function MainStep(props: StepProps) {
  const { t } = useTranslation();
  const { id, offer, blockId } = props;
  const hasTimeslots = offer.timeslots.length > 0;
  const slot = offer.timeslots.find((s) => s.blockId === blockId);
  const available = offer.timeslots.filter((s) => isSlotAvailable(offer, s.blockId)).length;
  return (
    <div className="booking-step">
      {hasTimeslots && slot ? (
        <p className="booking-slot">
          <span>
            {t("booking.timeslot")}: <time dateTime={slot.startsAt}>{slot.label}</time>
          </span>
          {available > 1 ? (
            <button type="button" className="booking-link" data-step="timeslots" onClick={() => props.go({ name: "timeslots" })}>
              {t("booking.changeTimeslot")}
            </button>
          ) : null}
        </p>
      ) : null}
      {offer.seatGroups.map((group) => {
        const [main, ...discounts] = group.prices;
        const selectedDiscounts = countTickets(props.selection, (t) => t.seatGroup === group.id && discounts.some((d) => d.saleTypeId === t.saleTypeId));
        return (
          <section key={group.id} className="booking-group" aria-labelledby={`${id}-group-${group.id}`}>
            <h3 id={`${id}-group-${group.id}`} className="booking-group__name">
              {group.name}
            </h3>
            {group.text ? <p className="booking-group__text">{group.text}</p> : null}
            {group.offered ? <LeftNote left={seatsLeft(group, blockId, hasTimeslots)} /> : null}
            {group.offered && main ? <Price {...props} group={group} price={main} /> : null}
            {group.offered && discounts.length > 0 ? (
              <button
                type="button"
                className="booking-link booking-discounts"
                data-step={`discounts-${group.id}`}
                onClick={() => props.go({ name: "discounts", seatGroup: group.id })}
              >
                {t("booking.discounts")}
                {selectedDiscounts > 0 ? (
                  <>
                    <span className="booking-badge" aria-hidden="true">
                      {selectedDiscounts}
                    </span>
                    <span className="visually-hidden">{t("booking.discountsSelected", { count: selectedDiscounts })}</span>
                  </>
                ) : null}
              </button>
            ) : null}
          </section>
        );
      })}
    </div>
  );
}

export function DiscountsStep(props: StepProps & { seatGroup: number }) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const group = props.offer.seatGroups.find((g) => g.id === props.seatGroup);
  if (!group) return null;
  const discounts = group.prices.slice(1);
  const listId = `${props.id}-discounts-${group.id}`;
  const collapsible = discounts.length > VISIBLE_PRICES;
  return (
    <div className="booking-step">
      <BackButton onClick={props.back} />
      <h3 className="booking-group__name">{t("booking.discountsOf", { group: group.name })}</h3>
      <div id={listId} className={collapsible ? `booking-prices ${expanded ? "is-expanded" : "is-collapsed"}` : "booking-prices"}>
        {discounts.map((price, i) => (
          <Price key={price.id} {...props} group={group} price={price} hidden={collapsible && !expanded && i >= VISIBLE_PRICES} />
        ))}
      </div>
      {collapsible ? (
        <button type="button" className="booking-link" aria-expanded={expanded} aria-controls={listId} onClick={() => setExpanded(!expanded)}>
          {expanded ? t("booking.showLess") : t("booking.showAll")}
        </button>
      ) : null}
    </div>
  );
}

export function TimeslotsStep(props: StepProps & { onChoose: (blockId: number) => void }) {
  const { t } = useTranslation();
  return (
    <div className="booking-step">
      <BackButton onClick={props.back} />
      <h3 className="booking-group__name">{t("booking.chooseTimeslot")}</h3>
      <ul className="booking-slots">
        {props.offer.timeslots.map((slot) => {
          const available = isSlotAvailable(props.offer, slot.blockId);
          return (
            <li key={slot.blockId}>
              <button type="button" className="booking-slots__option" aria-pressed={slot.blockId === props.blockId} disabled={!available} onClick={() => props.onChoose(slot.blockId)}>
                <time dateTime={slot.startsAt}>{slot.label}</time>
                {available ? null : <span className="booking-note"> ({t("booking.slotFull")})</span>}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
