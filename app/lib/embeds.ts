/**
 * Embed URLs of the external media services. Editors paste the address they see in the
 * browser; we turn it into the provider's player URL. Anything unrecognised gives null and is
 * shown as a plain link instead of a frame.
 */
import type { MediaService } from "./consent";

export const SERVICE_NAMES: Record<MediaService, string> = {
  youtube: "YouTube",
  vimeo: "Vimeo",
  spotify: "Spotify",
  soundcloud: "SoundCloud",
  podigee: "Podigee",
  issuu: "Issuu",
  typeform: "Typeform",
};

function parse(url: string): URL | null {
  try {
    const parsed = new URL(url.trim());
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed : null;
  } catch {
    return null;
  }
}

const host = (url: URL) => url.hostname.toLowerCase().replace(/^www\./, "").replace(/^m\./, "");

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

/** The social networks the social-media module links to. */
export const SOCIAL_NETWORKS = ["instagram", "twitter", "facebook", "tiktok"] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export const SOCIAL_NAMES: Record<SocialNetwork, string> = {
  instagram: "Instagram",
  twitter: "X (Twitter)",
  facebook: "Facebook",
  tiktok: "TikTok",
};

export function detectSocialNetwork(url: string): SocialNetwork | null {
  const parsed = parse(url);
  if (!parsed) return null;
  const h = host(parsed);
  if (h === "instagram.com" || h === "instagr.am") return "instagram";
  if (h === "twitter.com" || h === "x.com") return "twitter";
  if (h === "facebook.com" || h === "fb.com" || h === "fb.watch") return "facebook";
  if (h === "tiktok.com" || h === "vm.tiktok.com") return "tiktok";
  return null;
}

/** The post's address from the field: a plain URL, or the first network URL inside pasted embed code. */
export function socialPostUrl(embed: string): { url: string; network: SocialNetwork } | null {
  const candidates = embed.trim().match(/https?:\/\/[^\s"'<>]+/g) ?? [];
  for (const candidate of candidates) {
    const network = detectSocialNetwork(candidate);
    if (network) return { url: candidate, network };
  }
  return null;
}
