import { describe, expect, it } from "vitest";
import { flaggedProgrammeQuery, overlayRedirect } from "./overlay-flag";

const at = (path: string) => overlayRedirect(new URL(path, "http://localhost"));

describe("overlayRedirect", () => {
  it("sends a page with the flag to the programme of its locale", () => {
    expect(at("/de/festival/ueber-uns?overlay=true")).toBe("/de/programm");
    expect(at("/en/mediathek-en?page=2&overlay=true")).toBe("/en/events");
    expect(at("/de?overlay=true")).toBe("/de/programm");
    expect(at("/?overlay=true")).toBe("/de/programm");
  });

  it("keeps the programme's own query and drops only the flag there", () => {
    expect(at("/de/programm?overlay=true")).toBe("/de/programm");
    expect(at("/de/programm?room=3&overlay=true&date=01-06-2026")).toBe("/de/programm?room=3&date=01-06-2026");
    expect(at("/en/events/?overlay=true&genre=2")).toBe("/en/events?genre=2");
  });

  it("leaves other values, data requests and resource routes alone", () => {
    expect(at("/de/programm?overlay=false")).toBeNull();
    expect(at("/de/festival?room=3")).toBeNull();
    expect(at("/de/festival.data?overlay=true")).toBeNull();
    expect(at("/_root.data?overlay=true")).toBeNull();
    expect(at("/de/pageeditor-api/page/programm?overlay=true")).toBeNull();
    expect(at("/de/api/forms/1/?overlay=true")).toBeNull();
  });
});

describe("flaggedProgrammeQuery", () => {
  it("takes the overlay's query from a flagged address, not the page's own keys", () => {
    expect(flaggedProgrammeQuery("?page=2")).toBeNull();
    expect(flaggedProgrammeQuery("?overlay=true")).toBe("");
    expect(flaggedProgrammeQuery("?page=2&overlay=true&room=3&date=01-06-2026")).toBe("?room=3&date=01-06-2026");
  });
});
