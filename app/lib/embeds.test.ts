import { describe, expect, it } from "vitest";
import { embedUrl, vimeoId, youtubeId } from "./embeds";
import { detectService } from "./media-services";
import { socialPostUrl } from "./social-posts";

describe("video ids", () => {
  it.each([
    "https://www.youtube.com/watch?v=aqz-KE-bpKQ",
    "https://youtube.com/watch?v=aqz-KE-bpKQ&t=30",
    "https://m.youtube.com/watch?v=aqz-KE-bpKQ",
    "https://youtu.be/aqz-KE-bpKQ",
    "https://www.youtube.com/embed/aqz-KE-bpKQ",
    "https://www.youtube.com/shorts/aqz-KE-bpKQ",
    "https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ",
  ])("reads the YouTube id from %s", (url) => {
    expect(youtubeId(url)).toBe("aqz-KE-bpKQ");
  });

  it("rejects YouTube addresses without a usable id", () => {
    expect(youtubeId("https://www.youtube.com/channel/abc")).toBeNull();
    expect(youtubeId("https://www.youtube.com/watch?v=<script>")).toBeNull();
  });

  it("reads Vimeo ids", () => {
    expect(vimeoId("https://vimeo.com/1084537")).toBe("1084537");
    expect(vimeoId("https://player.vimeo.com/video/1084537?h=abc")).toBe("1084537");
    expect(vimeoId("https://vimeo.com/channels/staffpicks/1084537")).toBe("1084537");
  });
});

describe("embedUrl", () => {
  it("uses the privacy-friendly players", () => {
    expect(embedUrl("youtube", "https://youtu.be/aqz-KE-bpKQ")).toBe("https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?rel=0");
    expect(embedUrl("vimeo", "https://vimeo.com/1084537")).toBe("https://player.vimeo.com/video/1084537?dnt=1");
  });

  it("turns share links into embed links", () => {
    expect(embedUrl("spotify", "https://open.spotify.com/episode/4rOoJ6Egrf8K2IrywzwOMk")).toBe("https://open.spotify.com/embed/episode/4rOoJ6Egrf8K2IrywzwOMk");
    expect(embedUrl("spotify", "https://open.spotify.com/embed/episode/4rOoJ6Egrf8K2IrywzwOMk")).toBe(
      "https://open.spotify.com/embed/episode/4rOoJ6Egrf8K2IrywzwOMk",
    );
    expect(embedUrl("spotify", "https://open.spotify.com/intl-de/show/abc123")).toBe("https://open.spotify.com/embed/show/abc123");
    expect(embedUrl("soundcloud", "https://soundcloud.com/lesezeichen/folge-1")).toBe(
      "https://w.soundcloud.com/player/?url=https%3A%2F%2Fsoundcloud.com%2Flesezeichen%2Ffolge-1&visual=false",
    );
    expect(embedUrl("podigee", "https://lesezeichen.podigee.io/3-neue-episode")).toBe("https://lesezeichen.podigee.io/3-neue-episode/embed?context=external");
    expect(embedUrl("issuu", "https://issuu.com/lesezeichen-linz/docs/programmheft")).toBe("https://e.issuu.com/embed.html?u=lesezeichen-linz&d=programmheft");
    expect(embedUrl("typeform", "https://lesezeichen.typeform.com/to/AbC123")).toBe("https://form.typeform.com/to/AbC123");
  });

  it("refuses addresses of another service or scheme", () => {
    expect(embedUrl("youtube", "https://vimeo.com/1084537")).toBeNull();
    expect(embedUrl("issuu", "https://evil.example.org/issuu.com/docs/x")).toBeNull();
    expect(embedUrl("vimeo", "javascript:alert(1)//vimeo.com/1")).toBeNull();
    expect(embedUrl("issuu", "https://issuu.com/lesezeichen-linz")).toBeNull();
  });

  it("detects the service from the host only", () => {
    expect(detectService("https://www.youtube.com.evil.example/watch?v=x")).toBeNull();
    expect(detectService("https://open.spotify.com/episode/1")).toBe("spotify");
    expect(detectService("not a url")).toBeNull();
  });
});

describe("socialPostUrl", () => {
  it("accepts post addresses of the four networks", () => {
    expect(socialPostUrl("https://www.instagram.com/p/C5lesezeichen/")).toEqual({ url: "https://www.instagram.com/p/C5lesezeichen/", network: "instagram" });
    expect(socialPostUrl("https://x.com/lesezeichen/status/1")?.network).toBe("twitter");
    expect(socialPostUrl("https://twitter.com/lesezeichen/status/1")?.network).toBe("twitter");
    expect(socialPostUrl("https://www.facebook.com/lesezeichen/posts/1")?.network).toBe("facebook");
    expect(socialPostUrl("https://www.tiktok.com/@lesezeichen/video/1")?.network).toBe("tiktok");
  });

  it("finds the post inside pasted embed code", () => {
    const code = '<blockquote class="instagram-media" data-instgrm-permalink="https://www.instagram.com/p/ABC/"><a href="https://www.instagram.com/p/ABC/">x</a></blockquote><script async src="//www.instagram.com/embed.js"></script>';
    expect(socialPostUrl(code)).toEqual({ url: "https://www.instagram.com/p/ABC/", network: "instagram" });
  });

  it("ignores other sites", () => {
    expect(socialPostUrl("https://example.org/p/1")).toBeNull();
    expect(socialPostUrl("")).toBeNull();
  });
});
