import { describe, expect, it } from "vitest";
import { registerCoreMessages, registerMessages, messagesFor } from "~/lib/messages";
import de from "~/locales/de";
import { translatorFor } from "./i18n";

describe("translatorFor", () => {
  it("answers one translator per locale and set of texts, and a new one when texts are registered", () => {
    registerCoreMessages("de", de);
    const first = translatorFor("de");
    expect(translatorFor("de")).toBe(first);
    expect(first.t("catalogue.programme")).toBe("Programm");
    expect(first.locale).toBe("de");

    registerMessages("de", { catalogue: { ...messagesFor("de")!.catalogue!, programme: "Spielplan" } });
    const second = translatorFor("de");
    expect(second).not.toBe(first);
    expect(second.t("catalogue.programme")).toBe("Spielplan");
    registerMessages("de", { catalogue: de.catalogue });
  });

  it("keeps the locale it was asked for when that locale falls back to German texts", () => {
    registerCoreMessages("de", de);
    expect(messagesFor("en")).toBe(messagesFor("de")); // no English texts registered here
    const en = translatorFor("en");
    expect(en.locale).toBe("en");
    expect(en).not.toBe(translatorFor("de"));
  });
});
