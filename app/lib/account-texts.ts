import deAccount from "~/locales/de-account";
import enAccount from "~/locales/en-account";
import { registerMessages } from "./messages";

/**
 * Makes the texts of the visitor's account and the webshop available in both locales. The route
 * modules of those pages call it when they load (before they render, in the browser and on the
 * server), so no other page carries these texts.
 */
export function registerAccountTexts(): void {
  registerMessages("de", deAccount);
  registerMessages("en", enAccount);
}
