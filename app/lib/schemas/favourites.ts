import { z } from "zod";
import { Id } from "./common";

/**
 * POST to the Merkliste page: put an event on the list or take it off. `returnTo` is where the plain
 * form goes back to (303); the script toggle leaves it out and gets the list as data.
 */
export const FavouriteFormSchema = z.object({
  intent: z.enum(["add", "remove"]),
  event: Id,
  returnTo: z.string().max(2000).optional(),
});
