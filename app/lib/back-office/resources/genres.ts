import { namedSpec } from "./named";

/** Genres of productions (programme filter "genre"). */
export const genresSpec = namedSpec("genres", "programme", (t) => t.records.genres.title, (t) => t.records.genres.singular);
