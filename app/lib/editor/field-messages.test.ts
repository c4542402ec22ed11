import { describe, expect, it } from "vitest";
import { checkModuleFields } from "~/lib/modules/registry";
import { translateMessage } from "./field-messages";
import { EDITOR_TEXTS } from "./texts";

const messagesOf = (type: Parameters<typeof checkModuleFields>[0], fields: unknown) => {
  const result = checkModuleFields(type, fields);
  return result.ok ? [] : Object.values(result.errors).flat();
};

describe("translateMessage", () => {
  it("says the schema's messages in the editor's language", () => {
    const de = EDITOR_TEXTS.de;
    expect(messagesOf("headline", { headline_level: 1 }).map((m) => translateMessage(de, m)).sort())
      .toEqual(["Bitte ausfüllen.", "Bitte eine Ebene von H2 bis H6 wählen."]);
    expect(translateMessage(de, messagesOf("fullteaser", { headline: "A", text: "x".repeat(3001) })[0]!)).toBe("Höchstens 3000 Zeichen erlaubt.");
    expect(translateMessage(de, messagesOf("video", { video_url: "https://example.org/v" })[0]!)).toBe("Bitte eine Adresse von YouTube / Vimeo angeben.");
    expect(translateMessage(EDITOR_TEXTS.ja, "is required")).toBe("入力してください。");
    expect(translateMessage(de, "Unrecognized key(s) in object: 'x'")).toBe("Unrecognized key(s) in object: 'x'");
  });
});
