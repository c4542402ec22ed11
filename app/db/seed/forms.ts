/** Two forms: the contact form and the registration for school performances. */
import { FORM_FIELD_TYPES as T } from "~/lib/form-field-types";
import { insert, json, type SeedContext } from "./context";
import { doc } from "./richtext";

type Field = {
  slug: string; type: number; label: [string, string]; required?: 1; help?: [string, string]; placeholder?: [string, string];
  choices?: [string, string, string][]; default?: string; visible?: 0;
};

const FORMS: { slug: string; title: [string, string]; intro: [string, string]; success: [string, string]; fields: Field[] }[] = [
  {
    slug: "kontakt", title: ["Kontakt", "Contact"],
    intro: ["Fragen zu Karten, Spielorten oder Schulvorstellungen? Schreiben Sie uns – wir antworten innerhalb von zwei Werktagen.", "Questions about tickets, venues or school performances? Write to us – we reply within two working days."],
    success: ["Danke für Ihre Nachricht! Wir melden uns bald.", "Thank you for your message! We will be in touch soon."],
    fields: [
      { slug: "name", type: T.text, label: ["Name", "Name"], required: 1, placeholder: ["Vor- und Nachname", "First and last name"] },
      { slug: "email", type: T.email, label: ["E-Mail-Adresse", "Email address"], required: 1 },
      { slug: "topic", type: T.select, label: ["Thema", "Topic"], required: 1, default: "karten",
        choices: [["karten", "Karten", "Tickets"], ["schule", "Schulvorstellungen", "School performances"], ["presse", "Presse", "Press"], ["sonstiges", "Sonstiges", "Other"]] },
      { slug: "message", type: T.textarea, label: ["Nachricht", "Message"], required: 1, help: ["Höchstens 3000 Zeichen", "At most 3000 characters"] },
      { slug: "newsletter", type: T.checkbox, label: ["Ich möchte den Festival-Newsletter erhalten.", "I would like to receive the festival newsletter."] },
      { slug: "source", type: T.hidden, label: ["Quelle", "Source"], default: "website", visible: 0 },
    ],
  },
  {
    slug: "schulanmeldung", title: ["Anmeldung für Schulvorstellungen", "Registration for school performances"],
    intro: ["Melden Sie Ihre Klasse oder Kindergartengruppe an. Karten kosten 7,50 Euro pro Kind, Begleitpersonen sind frei.", "Register your class or nursery group. Tickets cost €7.50 per child; accompanying adults go free."],
    success: ["Danke! Sie erhalten eine Bestätigung per E-Mail.", "Thank you! You will receive a confirmation by email."],
    fields: [
      { slug: "school", type: T.text, label: ["Schule oder Kindergarten", "School or nursery"], required: 1 },
      { slug: "contact", type: T.text, label: ["Ansprechperson", "Contact person"], required: 1 },
      { slug: "email", type: T.email, label: ["E-Mail-Adresse", "Email address"], required: 1 },
      { slug: "phone", type: T.phone, label: ["Telefon", "Phone"] },
      { slug: "pupils", type: T.number, label: ["Anzahl der Kinder", "Number of children"], required: 1, placeholder: ["z. B. 24", "e.g. 24"] },
      { slug: "grade", type: T.radio, label: ["Schulstufe", "Year group"], required: 1,
        choices: [["kiga", "Kindergarten", "Nursery"], ["vs", "Volksschule", "Primary school"], ["sek1", "Sekundarstufe I", "Lower secondary"], ["sek2", "Sekundarstufe II", "Upper secondary"]] },
      { slug: "productions", type: T.multiselect, label: ["Gewünschte Vorstellungen", "Preferred performances"], required: 1,
        choices: [["krokodil", "Krokodil im Kinderzimmer", "Crocodile in the Nursery"], ["insel", "Die Insel der verlorenen Wörter", "The Island of Lost Words"], ["funkstille", "Funkstille", "Radio Silence"], ["donauinsel", "Das Geheimnis der Donauinsel", "The Secret of the Danube Island"]] },
      { slug: "extras", type: T.checkboxes, label: ["Zusatzangebote", "Extras"],
        choices: [["nachgespraech", "Nachgespräch mit dem Ensemble", "Talk with the cast afterwards"], ["material", "Begleitmaterial für den Unterricht", "Teaching materials"], ["fuehrung", "Führung durch die Ausstellung", "Guided tour of the exhibition"]] },
      { slug: "date", type: T.date, label: ["Wunschtermin", "Preferred date"] },
      { slug: "attachment", type: T.file, label: ["Anhang (optional)", "Attachment (optional)"], help: ["z. B. Liste mit Förderbedarf, PDF bis 5 MB", "e.g. a list of special needs, PDF up to 5 MB"] },
    ],
  },
];

export async function seedForms(ctx: SeedContext): Promise<void> {
  const ids = await insert(
    ctx,
    "forms",
    FORMS.map((f) => ({
      slug: f.slug, title_de: f.title[0], title_en: f.title[1], intro_de: doc(f.intro[0]), intro_en: doc(f.intro[1]),
      success_text_de: f.success[0], success_text_en: f.success[1], notify_email: "info@lesezeichen-linz.example.org",
    })),
    FORMS.map((f) => `form:${f.slug}`),
  );
  await insert(
    ctx,
    "form_fields",
    FORMS.flatMap((f, i) =>
      f.fields.map((field, sort) => ({
        form_id: ids[i], slug: field.slug, field_type: field.type, sort, required: field.required ?? 0, visible: field.visible ?? 1,
        label_de: field.label[0], label_en: field.label[1], help_text_de: field.help?.[0] ?? "", help_text_en: field.help?.[1] ?? "",
        placeholder_text_de: field.placeholder?.[0] ?? "", placeholder_text_en: field.placeholder?.[1] ?? "",
        choices: json((field.choices ?? []).map(([value, de, en]) => ({ value, de, en }))), default_value: field.default ?? null,
      })),
    ),
  );
}
