/** A venue as cards and the venue module show it (read by app/models/venues.server.ts). */
export interface VenueSummary {
  id: number;
  name: string;
  slug: string;
  street: string;
  zip: string;
  city: string;
  phone: string | null;
  website: string | null;
  imageId: number | null;
  /** Rich text (Lexical JSON) in the locale. */
  description: string;
}
