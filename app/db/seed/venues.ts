/** Four venues in Linz with two rooms each. */
import { doc } from "./richtext";
import { image, insert, type SeedContext } from "./context";

const VENUES = [
  {
    key: "haus-der-geschichten", name: "Haus der Geschichten", street: "Hauptplatz 17", zip: "4020", lat: 48.3059, lng: 14.2862,
    image: "sternenbuch", phone: "+43 732 123 450", website: "https://www.example.org/haus-der-geschichten",
    de: "Das Haus der Geschichten am Hauptplatz ist das Herz des Festivals: Im holzgetäfelten **Lesesaal** finden die großen Lesungen statt, im gemütlichen **Erzählzimmer** wird für die Jüngsten vorgelesen.",
    en: "The House of Stories on the main square is the heart of the festival: the wood-panelled **Reading Hall** hosts the big readings, and the cosy **Story Room** is where the youngest listeners gather.",
    rooms: [["lesesaal", "Lesesaal", "Reading Hall"], ["erzaehlzimmer", "Erzählzimmer", "Story Room"]],
  },
  {
    key: "bibliothek-hafenviertel", name: "Bibliothek im Hafenviertel", street: "Industriezeile 12", zip: "4020", lat: 48.3128, lng: 14.3047,
    image: "buecherturm", phone: "+43 732 123 460", website: "https://www.example.org/bibliothek-hafenviertel",
    de: "Die Stadtteilbibliothek im ehemaligen Hafenspeicher verbindet Backsteinwände mit einer hellen Kinderbibliothek. Über 40.000 Medien warten hier – während des Festivals auch auf Schulklassen.",
    en: "The district library in the former harbour warehouse combines brick walls with a bright children's library. More than 40,000 titles are waiting here – during the festival, for school classes too.",
    rooms: [["kinderbibliothek", "Kinderbibliothek", "Children's Library"], ["veranstaltungssaal", "Veranstaltungssaal", "Event Hall"]],
  },
  {
    key: "theater-an-der-donau", name: "Theater an der Donau", street: "Obere Donaulände 9", zip: "4020", lat: 48.3075, lng: 14.2817,
    image: "theaterbuehne", phone: "+43 732 123 470", website: "https://www.example.org/theater-an-der-donau",
    de: "Direkt am Donauufer zeigt das Theater seine Bühnenfassungen bekannter Kinder- und Jugendbücher – im **Großen Saal** mit 240 Plätzen und auf der intimen **Studiobühne**.",
    en: "Right on the banks of the Danube, the theatre presents stage adaptations of popular children's and youth books – in the **Main Auditorium** with 240 seats and on the intimate **Studio Stage**.",
    rooms: [["grosser-saal", "Großer Saal", "Main Auditorium"], ["studiobuehne", "Studiobühne", "Studio Stage"]],
  },
  {
    key: "kunsthalle-volksgarten", name: "Kunsthalle Volksgarten", street: "Volksgartenstraße 24", zip: "4020", lat: 48.2979, lng: 14.2905,
    image: "bilderbuch-ausstellung", phone: "+43 732 123 480", website: "https://www.example.org/kunsthalle-volksgarten",
    de: "In der Kunsthalle am Volksgarten hängt die Ausstellung „Bilderbuchwelten“. Im **Atelier** nebenan wird gezeichnet, gedruckt und geklebt.",
    en: "The Kunsthalle by the Volksgarten park hosts the exhibition “Picture-Book Worlds”. In the **Studio** next door, children draw, print and glue.",
    rooms: [["ausstellungshalle", "Ausstellungshalle", "Exhibition Hall"], ["atelier", "Atelier", "Studio"]],
  },
];

export async function seedVenues(ctx: SeedContext): Promise<void> {
  const venueIds = await insert(
    ctx,
    "venues",
    VENUES.map((v, i) => ({
      name: v.name, slug: v.key, street: v.street, zip: v.zip, city: "Linz", lat: v.lat, lng: v.lng,
      description_de: doc(v.de), description_en: doc(v.en), phone: v.phone, website: v.website,
      image_id: image(ctx, v.image), sort: i,
    })),
    VENUES.map((v) => `venue:${v.key}`),
  );
  const rooms = VENUES.flatMap((v, i) => v.rooms.map(([key, de, en], j) => ({ key, venue_id: venueIds[i], name_de: de, name_en: en, sort: i * 10 + j })));
  await insert(
    ctx,
    "rooms",
    rooms.map(({ key: _key, ...room }) => room),
    rooms.map((r) => `room:${r.key}`),
  );
}
