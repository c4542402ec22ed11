import { z } from "zod";
import { FAVOURITES_VALUE } from "~/lib/favourites";
import { Id } from "./common";

/**
 * POST to the Merkliste page: put an event on the list or take it off. `returnTo` is where the plain
 * form goes back to (303); the script toggle leaves it out, gets the list as data, and sends `shown`,
 * the list the change applies to (the plain form's change applies to the cookie).
 */
export const FavouriteFormSchema = z.object({
  intent: z.enum(["add", "remove"]),
  event: Id,
  returnTo: z.string().max(2000).optional(),
  shown: z.string().regex(FAVOURITES_VALUE).optional(),
});
