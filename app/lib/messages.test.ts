import { describe, expect, it } from "vitest";
import { loadMessages, messagesFor } from "./messages";
import { translate } from "./translate";

describe("loadMessages", () => {
  it("loads a locale's site texts, and the account pages' texts only when asked", async () => {
    await loadMessages("en");
    expect(translate(messagesFor("en")!, "errors.notFoundTitle")).toBe("This page could not be found");
    expect(translate(messagesFor("en")!, "login.submit")).toBe("login.submit");
    await loadMessages("en", { account: true });
    expect(translate(messagesFor("en")!, "login.submit")).not.toBe("login.submit");
    expect(translate(messagesFor("en")!, "errors.notFoundTitle")).toBe("This page could not be found");
  });
});
