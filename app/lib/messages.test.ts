import { describe, expect, it } from "vitest";
import en from "~/locales/en";
import { registerDefaultLocaleTexts } from "./default-locale-texts";
import { messagesFor, registerCoreMessages, registerMessages } from "./messages";

describe("messagesFor in a browser that loaded only the English pages", () => {
  it("answers the English texts for a German page outside the locales until its route brings the German ones", () => {
    registerCoreMessages("en", en);
    // A page's own namespace alone (as the webshop's account texts) is not a locale's texts.
    registerMessages("de", { account: { title: "Konto" } } as never);
    expect(messagesFor("de")?.shell?.cart).toBe(en.shell.cart);

    registerDefaultLocaleTexts();
    expect(messagesFor("de")?.shell?.cart).toBe("Warenkorb");
    expect(messagesFor("de")).toMatchObject({ account: { title: "Konto" } });
    expect(messagesFor("en")?.shell?.cart).toBe("Cart");
  });
});
