/**
 * Embed URLs of the external media services. Editors paste the address they see in the
 * browser; we turn it into the provider's player URL. Anything unrecognised gives null and is
 * shown as a plain link instead of a frame.
 */
import type { MediaService } from "./consent";
import { detectService, host, parse } from "./media-services";

export const SERVICE_NAMES: Record<MediaService, string> = {
  youtube: "YouTube",
  vimeo: "Vimeo",
  spotify: "Spotify",
  soundcloud: "SoundCloud",
  podigee: "Podigee",
  issuu: "Issuu",
  typeform: "Typeform",
};

const YOUTUBE_ID = /^[A-Za-z0-9_-]{6,20}$/;

export function youtubeId(url: string): string | null {
  const parsed = parse(url);
  if (!parsed) return null;
  const h = host(parsed);
  const parts = parsed.pathname.split("/").filter(Boolean);
  let id: string | null = null;
  if (h === "youtu.be") id = parts[0] ?? null;
  else if (parts[0] === "watch") id = parsed.searchParams.get("v");
  else if (["embed", "shorts", "live", "v"].includes(parts[0] ?? "")) id = parts[1] ?? null;
  return id && YOUTUBE_ID.test(id) ? id : null;
}

export function vimeoId(url: string): string | null {
  const parsed = parse(url);
  if (!parsed) return null;
  const id = parsed.pathname.split("/").filter(Boolean).find((part) => /^\d+$/.test(part));
  return id ?? null;
}

/** The player URL to frame for `url` on `service`, or null when the address is not one of its. */
export function embedUrl(service: MediaService, url: string): string | null {
  const parsed = parse(url);
  if (!parsed || detectService(url) !== service) return null;
  switch (service) {
    case "youtube": {
      const id = youtubeId(url);
      return id ? `https://www.youtube-nocookie.com/embed/${id}?rel=0` : null;
    }
    case "vimeo": {
      const id = vimeoId(url);
      return id ? `https://player.vimeo.com/video/${id}?dnt=1` : null;
    }
    case "spotify": {
      const parts = parsed.pathname.split("/").filter(Boolean);
      const rest = parts[0] === "embed" ? parts.slice(1) : parts;
      const [kind, id] = rest.slice(rest[0]?.startsWith("intl-") ? 1 : 0);
      return kind && id ? `https://open.spotify.com/embed/${kind}/${id}` : null;
    }
    case "soundcloud":
      if (host(parsed) === "w.soundcloud.com") return parsed.toString();
      return `https://w.soundcloud.com/player/?url=${encodeURIComponent(parsed.toString())}&visual=false`;
    case "podigee": {
      if (parsed.pathname.endsWith("/embed")) return `${parsed.origin}${parsed.pathname}?context=external`;
      if (host(parsed) === "player.podigee-cdn.net") return parsed.toString();
      return `${parsed.origin}${parsed.pathname.replace(/\/$/, "")}/embed?context=external`;
    }
    case "issuu": {
      if (host(parsed) === "e.issuu.com") return parsed.toString();
      const [user, docs, doc] = parsed.pathname.split("/").filter(Boolean);
      return user && docs === "docs" && doc ? `https://e.issuu.com/embed.html?u=${encodeURIComponent(user)}&d=${encodeURIComponent(doc)}` : null;
    }
    case "typeform": {
      const parts = parsed.pathname.split("/").filter(Boolean);
      const id = parts[0] === "to" ? parts[1] : null;
      return id ? `https://form.typeform.com/to/${encodeURIComponent(id)}` : null;
    }
  }
}
