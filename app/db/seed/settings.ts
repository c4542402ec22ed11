/** Site and design settings, the alert banner, opening hours, redirects and the editor account. */
import { DateTime } from "luxon";
import { hashPassword } from "../../services/password.server";
import { dayOf, festivalEnd, FESTIVAL_DAYS, fromNow, image, insert, json, ZONE, type SeedContext } from "./context";

export const FESTIVAL_TITLE_DE = "Lesezeichen – Kinder- und Jugendbuchfestival Linz";
export const FESTIVAL_TITLE_EN = "Lesezeichen – Children's and Youth Book Festival Linz";

const FOOTER_TOP = `<div class="footer-contact">
  <p><strong>Lesezeichen – Kinder- und Jugendbuchfestival Linz</strong><br>Haus der Geschichten, Hauptplatz 17, 4020 Linz</p>
  <p>Kartenbüro: <a href="tel:+43732123400">+43 732 123 400</a> · <a href="mailto:karten@lesezeichen-linz.example.org">karten@lesezeichen-linz.example.org</a></p>
</div>`;
const FOOTER_BOTTOM = `<p>© Verein Lesezeichen – Verein zur Förderung der Kinder- und Jugendliteratur, ZVR 123456789</p>`;
const FOOTER_TOP_EN = `<div class="footer-contact">
  <p><strong>Lesezeichen – Children's and Youth Book Festival Linz</strong><br>Haus der Geschichten, Hauptplatz 17, 4020 Linz, Austria</p>
  <p>Box office: <a href="tel:+43732123400">+43 732 123 400</a> · <a href="mailto:karten@lesezeichen-linz.example.org">karten@lesezeichen-linz.example.org</a></p>
</div>`;
const FOOTER_BOTTOM_EN = `<p>© Verein Lesezeichen – association for the promotion of children's and youth literature, ZVR 123456789</p>`;
const FOOTER_LOGOS_EN = `<ul class="footer-logos">
  <li><a href="https://www.example.org/stadt-linz" rel="noopener">City of Linz</a></li>
  <li><a href="https://www.example.org/land-ooe" rel="noopener">Upper Austria</a></li>
  <li><a href="https://www.example.org/bmkoes" rel="noopener">Federal Ministry for Arts and Culture</a></li>
</ul>`;
const FOOTER_LOGOS = `<ul class="footer-logos">
  <li><a href="https://www.example.org/stadt-linz" rel="noopener">Stadt Linz</a></li>
  <li><a href="https://www.example.org/land-ooe" rel="noopener">Land Oberösterreich</a></li>
  <li><a href="https://www.example.org/bmkoes" rel="noopener">Bundesministerium für Kunst und Kultur</a></li>
</ul>`;

const ERROR_PAGES = {
  "503": {
    style: ".error-offline{text-align:center;padding:4rem 1rem}",
    body: "<div class=\"error-offline\"><h1>Wir sind gleich zurück</h1><p>Die Website wird gerade aktualisiert. Das Kartenbüro erreichen Sie unter +43 732 123 400.</p></div>",
  },
};

const COOKIES = {
  tag_manager_id: "GTM-LZ2024",
  categories: ["required", "tracking", "marketing", "external_media"],
  services: { external_media: ["youtube", "vimeo", "spotify", "soundcloud", "podigee", "issuu", "typeform"], tracking: ["analytics"], marketing: ["ads", "meta", "hubspot"] },
  excluded_paths: ["/de/impressum", "/de/datenschutz", "/de/agb", "/en/imprint", "/en/privacy", "/en/terms"],
};

export async function seedSettings(ctx: SeedContext): Promise<void> {
  await insert(ctx, "site_settings", [
    {
      is_site_online: 1, is_shop_online: 1, festival_title_de: FESTIVAL_TITLE_DE, festival_title_en: FESTIVAL_TITLE_EN,
      html_header: "<meta name=\"theme-color\" content=\"#1d2b53\">",
      html_footer_top: FOOTER_TOP, html_footer_bottom: FOOTER_BOTTOM, html_footer_logos: FOOTER_LOGOS,
      html_footer_top_en: FOOTER_TOP_EN, html_footer_bottom_en: FOOTER_BOTTOM_EN, html_footer_logos_en: FOOTER_LOGOS_EN,
      whistleblower_url: "https://whistleblower.example.org/lesezeichen",
      webshop_url: "/webshop", login_url: "/de/login",
    },
  ]);
  await insert(ctx, "design_settings", [
    {
      logo_url: "/media/logo.svg", logo_image_id: image(ctx, "festival-plakat"),
      basket_link: "/webshop/cart", webshop_link: "/webshop",
      error_pages: json(ERROR_PAGES), cookies: json(COOKIES), sticky_overlay_button: 1, menu_style: "default", event_style: 1,
      event_detail_order: json(["tickets", "description", "persons", "venue", "gallery"]),
      production_detail_order: json(["description", "dates", "persons", "gallery"]),
      maps_key: null,
      parsers: json({ date: "dd.MM.yyyy", time: "HH:mm 'Uhr'", currency: "€" }),
    },
  ]);

  await insert(ctx, "breaking_news", [
    {
      title_de: "Neu: Familien-Abo", title_en: "New: family subscription",
      text_de: "Vier Familienvorstellungen zum Vorteilspreis – nur solange der Vorrat reicht.",
      text_en: "Four family performances at a special price – while stocks last.",
      link_url_de: "/de/abonnements", link_url_en: "/en/subscriptions", link_title_de: "Jetzt sichern", link_title_en: "Get yours now",
      is_active: 1, online_from: fromNow(ctx, -3), online_to: festivalEnd(ctx),
    },
  ]);

  await seedOpeningHours(ctx);

  await insert(ctx, "redirect_rules", [
    { old_path: "/de/alt-programm", new_path: "/de/programm" },
    { old_path: "/en/old-programme", new_path: "/en/events" },
    { old_path: "/de/festival/archiv", new_path: "/de/festival/geschichte" },
  ]);

  await insert(ctx, "users", [
    {
      email: "redaktion@example.org", username: "redaktion", first_name: "Rita", last_name: "Redaktion",
      password_hash: await hashPassword("festival"), is_admin: 1, role: "admin", is_active: 1,
    },
    // A second editor, so that two people can edit one page at once (conflicts, presence, the lock).
    {
      email: "anna@example.org", username: "anna", first_name: "Anna", last_name: "Beispiel",
      password_hash: await hashPassword("festival"), is_admin: 0, role: "editor", is_active: 1,
    },
    // The box office: orders and events' sales, no pages, no users.
    {
      email: "kasse@example.org", username: "kasse", first_name: "Karl", last_name: "Kasse",
      password_hash: await hashPassword("festival"), is_admin: 0, role: "box_office", is_active: 1,
    },
  ]);
}

/** Austrian public holidays on fixed dates (month, day). */
const HOLIDAYS: [number, number, string, string][] = [
  [1, 1, "Neujahr", "New Year's Day"], [1, 6, "Heilige Drei Könige", "Epiphany"], [5, 1, "Staatsfeiertag", "Labour Day"],
  [8, 15, "Mariä Himmelfahrt", "Assumption Day"], [10, 26, "Nationalfeiertag", "National Day"], [11, 1, "Allerheiligen", "All Saints' Day"],
  [12, 8, "Mariä Empfängnis", "Immaculate Conception"], [12, 25, "Christtag", "Christmas Day"], [12, 26, "Stefanitag", "St Stephen's Day"],
];

/**
 * The festival box office: Mon–Sat, with a lunch break on Mon, Wed and Fri; closed on the next
 * holiday, open all day on the festival's last day.
 */
async function seedOpeningHours(ctx: SeedContext): Promise<void> {
  const rows: { weekday: number; time_from: string | null; time_to: string | null; closed?: number; alternative_text_de?: string; alternative_text_en?: string; alternative_link_url?: string; sort: number }[] = [];
  for (const weekday of [0, 2, 4]) rows.push({ weekday, time_from: "09:00", time_to: "12:30", sort: 0 }, { weekday, time_from: "14:00", time_to: "18:00", sort: 1 });
  for (const weekday of [1, 3]) rows.push({ weekday, time_from: "10:00", time_to: "18:00", sort: 0 });
  rows.push({ weekday: 5, time_from: "10:00", time_to: "14:00", sort: 0 });
  rows.push({
    weekday: 6, time_from: null, time_to: null, closed: 1, sort: 0,
    alternative_text_de: "Sonntag geschlossen – Karten an der Abendkasse", alternative_text_en: "Closed on Sundays – tickets at the box office before each show",
    alternative_link_url: "/de/programm",
  });
  await insert(ctx, "opening_hours", rows);

  const today = ctx.now.setZone(ZONE).startOf("day");
  const finale = dayOf(ctx, FESTIVAL_DAYS - 1);
  const upcoming = [0, 1]
    .flatMap((plus) => HOLIDAYS.map(([month, day, de, en]) => ({ date: DateTime.fromObject({ year: today.year + plus, month, day }, { zone: ZONE }), de, en })))
    .filter((h) => h.date >= today)
    .sort((a, b) => a.date.toMillis() - b.date.toMillis())[0];
  await insert(ctx, "opening_hours_exceptions", [
    {
      date: upcoming.date.toISODate()!, time_from: null, time_to: null, closed: 1,
      alternative_text_de: `${upcoming.de}: Kartenbüro geschlossen`, alternative_text_en: `${upcoming.en}: box office closed`, sort: 0,
    },
    ...(upcoming.date.toISODate() === finale ? [] : [{
      date: finale, time_from: "09:00", time_to: "20:00", closed: 0,
      alternative_text_de: "Festivalfinale: durchgehend geöffnet", alternative_text_en: "Festival finale: open all day", sort: 0,
    }]),
  ]);
}
