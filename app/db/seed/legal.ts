/** Terms, privacy policy and imprint. Demo wording, not legal advice. */
import { h, p, ul } from "./richtext";
import { RT, type SectionSpec } from "./sections";

const text = (slug: string, de: Parameters<typeof RT>[0], en: Parameters<typeof RT>[1]): SectionSpec[] => [
  { slug, modules: [{ type: "text", fields: { anchor: "", decrease_distance: false, content: RT(de, en) } }] },
];

export function legalSections(key: string): SectionSpec[] | undefined {
  switch (key) {
    case "agb":
      return text(
        "agb-text",
        [
          h(2, "1. Geltungsbereich"), p("Diese Bedingungen gelten für den Kauf von Eintrittskarten für Veranstaltungen des Vereins Lesezeichen."),
          h(2, "2. Reservierung und Kauf"), p("Karten im Warenkorb sind **15 Minuten** reserviert. Danach werden sie wieder freigegeben. Der Vertrag kommt mit Abschluss der Bestellung zustande."),
          h(2, "3. Ermäßigungen"), p("Ermäßigungen gelten nur gegen Vorlage eines gültigen Nachweises beim Einlass."),
          h(2, "4. Rückgabe"), p("Gekaufte Karten sind vom Umtausch ausgeschlossen. Fällt eine Veranstaltung aus, wird der Kaufpreis erstattet."),
          h(2, "5. Einlass"), p("Einlass ist 30 Minuten vor Beginn. Bei Kinderveranstaltungen ist ein Nacheinlass nur in einer geeigneten Pause möglich."),
        ],
        [
          h(2, "1. Scope"), p("These terms apply to the purchase of tickets for events organised by the Lesezeichen association."),
          h(2, "2. Reservation and purchase"), p("Tickets in the cart are reserved for **15 minutes** and then released again. The contract is concluded when the order is completed."),
          h(2, "3. Discounts"), p("Discounts apply only on presentation of valid proof at the entrance."),
          h(2, "4. Returns"), p("Purchased tickets cannot be exchanged. If an event is cancelled, the purchase price is refunded."),
          h(2, "5. Admission"), p("Doors open 30 minutes before the start. At children's events, latecomers can only be admitted during a suitable break."),
        ],
      );
    case "datenschutz":
      return text(
        "datenschutz-text",
        [
          p("Der Schutz Ihrer Daten ist uns wichtig. Wir verarbeiten personenbezogene Daten ausschließlich auf Grundlage der DSGVO und des österreichischen Datenschutzgesetzes."),
          h(2, "Welche Daten wir verarbeiten"), ul("Bestelldaten (Name, E-Mail-Adresse) zur Abwicklung des Kartenkaufs", "Nachrichten aus dem Kontaktformular zur Beantwortung Ihrer Anfrage", "Technisch notwendige Cookies für Warenkorb und Anmeldung"),
          h(2, "Cookies und externe Medien"), p("Statistik-, Marketing- und externe Medien (etwa YouTube oder Spotify) laden wir nur mit Ihrer Einwilligung. Sie können Ihre Auswahl jederzeit in den Cookie-Einstellungen ändern."),
          h(2, "Ihre Rechte"), p("Sie haben das Recht auf Auskunft, Berichtigung, Löschung und Einschränkung der Verarbeitung sowie auf Beschwerde bei der Datenschutzbehörde. Schreiben Sie uns an [datenschutz@lesezeichen-linz.example.org](mailto:datenschutz@lesezeichen-linz.example.org)."),
        ],
        [
          p("Protecting your data matters to us. We process personal data solely on the basis of the GDPR and the Austrian Data Protection Act."),
          h(2, "What data we process"), ul("Order data (name, email address) to process ticket purchases", "Messages from the contact form to answer your enquiry", "Technically necessary cookies for the cart and login"),
          h(2, "Cookies and external media"), p("We load statistics, marketing and external media (such as YouTube or Spotify) only with your consent. You can change your choice at any time in the cookie settings."),
          h(2, "Your rights"), p("You have the right to access, rectification, erasure and restriction of processing, and to lodge a complaint with the Data Protection Authority. Write to us at [datenschutz@lesezeichen-linz.example.org](mailto:datenschutz@lesezeichen-linz.example.org)."),
        ],
      );
    case "impressum":
      return text(
        "impressum-text",
        [
          h(2, "Medieninhaber und Herausgeber"), p("Lesezeichen – Verein zur Förderung der Kinder- und Jugendliteratur, Hauptplatz 17, 4020 Linz, Österreich"),
          p("ZVR-Zahl: 123456789 · E-Mail: [info@lesezeichen-linz.example.org](mailto:info@lesezeichen-linz.example.org) · Telefon: +43 732 123 400"),
          h(2, "Vertretungsbefugt"), p("Barbara Weiß (Obfrau), Martin Kern (Kassier)"),
          h(2, "Offenlegung gemäß § 25 Mediengesetz"), p("Grundlegende Richtung: Information über das Festival Lesezeichen und die Förderung der Kinder- und Jugendliteratur."),
          h(2, "Bildnachweis"), p("Alle Illustrationen: Studio Lesezeichen."),
        ],
        [
          h(2, "Media owner and publisher"), p("Lesezeichen – Association for the Promotion of Children's and Youth Literature, Hauptplatz 17, 4020 Linz, Austria"),
          p("Association register number: 123456789 · Email: [info@lesezeichen-linz.example.org](mailto:info@lesezeichen-linz.example.org) · Phone: +43 732 123 400"),
          h(2, "Authorised representatives"), p("Barbara Weiß (chair), Martin Kern (treasurer)"),
          h(2, "Disclosure under § 25 of the Austrian Media Act"), p("Editorial line: information about the Lesezeichen festival and the promotion of children's and youth literature."),
          h(2, "Image credits"), p("All illustrations: Studio Lesezeichen."),
        ],
      );
    default:
      return undefined;
  }
}
