/**
 * Which external media service an address belongs to (YouTube, Vimeo, …), from its host: the little
 * every page with a hero needs. Player addresses are in ./embeds.ts, social posts in ./social-posts.ts.
 */
import type { MediaService } from "./consent";

/** An http(s) address, or null. */
export function parse(url: string): URL | null {
  try {
    const parsed = new URL(url.trim());
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed : null;
  } catch {
    return null;
  }
}

/** The address's host without "www." or "m.". */
export const host = (url: URL) => url.hostname.toLowerCase().replace(/^www\./, "").replace(/^m\./, "");

/** The service an address belongs to, from its host. */
export function detectService(url: string): MediaService | null {
  const parsed = parse(url);
  if (!parsed) return null;
  const h = host(parsed);
  if (h === "youtube.com" || h === "youtu.be" || h === "youtube-nocookie.com") return "youtube";
  if (h === "vimeo.com" || h === "player.vimeo.com") return "vimeo";
  if (h === "open.spotify.com") return "spotify";
  if (h === "soundcloud.com" || h === "w.soundcloud.com") return "soundcloud";
  if (h === "podigee.io" || h.endsWith(".podigee.io") || h === "player.podigee-cdn.net") return "podigee";
  if (h === "issuu.com" || h === "e.issuu.com") return "issuu";
  if (h === "typeform.com" || h.endsWith(".typeform.com")) return "typeform";
  return null;
}
