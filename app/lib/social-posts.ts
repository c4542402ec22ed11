/** The social networks the social-media module links to, and the post an editor pasted. */
import { host, parse } from "./media-services";

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
