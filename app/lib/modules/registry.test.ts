import { describe, expect, it } from "vitest";
import { checkModuleFields, MODULE_TYPES } from "./registry";

const errorsOf = (type: Parameters<typeof checkModuleFields>[0], fields: unknown) => {
  const result = checkModuleFields(type, fields);
  return result.ok ? {} : result.errors;
};

describe("module field schemas", () => {
  it("lists each type once", () => {
    expect(new Set(MODULE_TYPES).size).toBe(MODULE_TYPES.length);
    expect(MODULE_TYPES).toContain("headline");
  });

  it("requires a headline's text, in one value or in German", () => {
    expect(errorsOf("headline", { headline_level: 2, content: "" })).toEqual({ content: ["is required"] });
    expect(errorsOf("headline", { headline_level: 2, content: { de: " ", en: "Hello" } })).toEqual({ "content.de": ["is required"] });
    expect(errorsOf("headline", { headline_level: 2 })).toEqual({ content: ["is required"] });
    expect(checkModuleFields("headline", { headline_level: 3, content: { de: "Hallo", en: "" } }).ok).toBe(true);
  });

  it("allows headline levels H2 to H6 only", () => {
    expect(errorsOf("headline", { headline_level: 1, content: "A" })).toEqual({ headline_level: ["must be a level from H2 to H6"] });
    expect(errorsOf("headline", { headline_level: 7, content: "A" })).toEqual({ headline_level: ["must be a level from H2 to H6"] });
    expect(checkModuleFields("headline", { headline_level: 6, content: "A" }).ok).toBe(true);
  });

  it("takes videos from YouTube, youtu.be and Vimeo only", () => {
    expect(errorsOf("video", { video_url: "https://dailymotion.com/video/x1" })).toEqual({ video_url: ["must be a YouTube or Vimeo address"] });
    expect(errorsOf("video", { video_url: "not a url" })).toEqual({ video_url: ["must be a URL"] });
    expect(errorsOf("video", { video_url: "" })).toEqual({ video_url: ["is required"] });
    for (const url of ["https://www.youtube.com/watch?v=aqz-KE-bpKQ", "https://youtu.be/aqz-KE-bpKQ", "https://vimeo.com/1084537"]) {
      expect(checkModuleFields("video", { video_url: url }).ok, url).toBe(true);
    }
    expect(errorsOf("videolist", { children: [{ video_url: "https://example.com/v" }] })).toEqual({ "children.0.video_url": ["must be a YouTube or Vimeo address"] });
  });

  it("takes audio from Spotify, SoundCloud and Podigee, PDFs from Issuu, posts from the four networks", () => {
    expect(checkModuleFields("audio", { embed: "https://soundcloud.com/a/b" }).ok).toBe(true);
    expect(errorsOf("audio", { embed: "https://www.youtube.com/watch?v=aqz-KE-bpKQ" })).toEqual({ embed: ["must be a Spotify, SoundCloud or Podigee address"] });
    expect(checkModuleFields("viewer", { embed: "https://issuu.com/u/docs/d" }).ok).toBe(true);
    expect(errorsOf("viewer", { embed: "https://yumpu.com/doc" })).toEqual({ embed: ["must be a Issuu address"] });
    expect(checkModuleFields("socialmedia", { embed: "https://x.com/someone/status/1" }).ok).toBe(true);
    expect(checkModuleFields("socialmedia", { embed: "https://www.tiktok.com/@a/video/1" }).ok).toBe(true);
    expect(errorsOf("socialmedia", { embed: "https://mastodon.social/@a/1" })).toEqual({ embed: ["must be an Instagram, X (Twitter), Facebook or TikTok address"] });
  });

  it("shows 1 to 8 blog articles", () => {
    expect(errorsOf("blogteaserlist", { items: 9 })).toEqual({ items: ["must be a number from 1 to 8"] });
    expect(errorsOf("blogteaserlist", { items: 0 })).toEqual({ items: ["must be a number from 1 to 8"] });
    expect(checkModuleFields("blogteaserlist", { items: 8 }).ok).toBe(true);
  });

  it("limits a full teaser's text to 3000 characters and requires its headline", () => {
    expect(errorsOf("fullteaser", { headline: "A", text: "x".repeat(3001) })).toEqual({ text: ["must be at most 3000 characters"] });
    expect(errorsOf("fullteaser", { headline: "A", text: { de: "x", en: "x".repeat(3001) } })).toEqual({ "text.en": ["must be at most 3000 characters"] });
    expect(checkModuleFields("fullteaser", { headline: "A", text: "x".repeat(3000) }).ok).toBe(true);
    expect(errorsOf("fullteaser", { headline: "" })).toEqual({ headline: ["is required"] });
  });

  it("requires the other editor fields", () => {
    expect(errorsOf("link", { link_text: "", link_url: "" })).toEqual({ link_text: ["is required"], link: ["is required"] });
    expect(checkModuleFields("link", { link_text: "Mehr", link: 4 }).ok).toBe(true);
    expect(errorsOf("image", {})).toEqual({ image: ["is required"] });
    expect(errorsOf("venue", { venue: null })).toEqual({ venue: ["is required"] });
    expect(errorsOf("html", {})).toEqual({ html_code: ["is required"] });
    expect(errorsOf("form", { hubspot_id: "" })).toEqual({ hubspot_id: ["is required"] });
    expect(errorsOf("twocolumns", {})).toEqual({ text: ["is required"], image: ["is required"] });
    expect(errorsOf("teaserlist", { children: [{ headline: "" }] })).toEqual({ "children.0.headline": ["is required"] });
    expect(errorsOf("heromedia", { headline: "Hi", online_from: null })).toEqual({ online_from: ["is required"] });
    expect(errorsOf("heromedia", { headline: "Hi", online_from: "soon" })).toEqual({ online_from: ["must be a date"] });
    expect(errorsOf("heromedia", { headline: "Hi", online_from: "2026-12-02", online_to: "2026-12-01" })).toEqual({ online_to: ["must not be before online_from"] });
  });

  it("refuses fields a type does not have", () => {
    expect(errorsOf("quote", { content: "A", colour: "red" })).toEqual({ fields: [expect.stringContaining("colour")] });
  });
});
