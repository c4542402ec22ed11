import { useTranslation } from "~/components/i18n";
import { socialPostUrl, SOCIAL_NAMES, type SocialNetwork } from "~/lib/social-posts";
import { anchorId, str, type ModuleProps } from "./field-readers";

const ICONS: Record<SocialNetwork, string> = {
  instagram: "M12 7.3a4.7 4.7 0 1 0 0 9.4 4.7 4.7 0 0 0 0-9.4Zm0 7.7a3 3 0 1 1 0-6 3 3 0 0 1 0 6Zm6-7.9a1.1 1.1 0 1 1-2.2 0 1.1 1.1 0 0 1 2.2 0ZM12 3.6c2.7 0 3 0 4.1.1 2.7.1 4 1.4 4.1 4.1.1 1.1.1 1.4.1 4.1s0 3-.1 4.1c-.1 2.7-1.4 4-4.1 4.1-1.1.1-1.4.1-4.1.1s-3 0-4.1-.1c-2.7-.1-4-1.4-4.1-4.1C3.7 15 3.6 14.7 3.6 12s0-3 .1-4.1c.1-2.7 1.4-4 4.1-4.1 1.1-.1 1.4-.2 4.2-.2ZM12 2c-2.7 0-3.1 0-4.1.1C4.2 2.2 2.2 4.2 2.1 7.9 2 8.9 2 9.3 2 12s0 3.1.1 4.1c.1 3.7 2.1 5.7 5.8 5.8 1 .1 1.4.1 4.1.1s3.1 0 4.1-.1c3.7-.1 5.7-2.1 5.8-5.8.1-1 .1-1.4.1-4.1s0-3.1-.1-4.1c-.1-3.7-2.1-5.7-5.8-5.8C15.1 2 14.7 2 12 2Z",
  twitter: "M17.8 3h3.1l-6.8 7.7 8 10.3h-6.2l-4.9-6.3L5.4 21H2.3l7.2-8.3L1.8 3h6.4l4.4 5.8L17.8 3Zm-1.1 16.2h1.7L7.4 4.7H5.6l11.1 14.5Z",
  facebook: "M14 8.5V6.8c0-.8.5-1 .9-1h2.5V2h-3.4C10.2 2 9.5 4.8 9.5 6.6v1.9H7v3.9h2.5V22h4.5v-9.6h3.1l.4-3.9H14Z",
  tiktok: "M16.6 2h-3.3v13.3a2.9 2.9 0 1 1-2.9-2.9c.3 0 .6 0 .9.1V9.1a6.3 6.3 0 1 0 5.3 6.2V8.7a7.6 7.6 0 0 0 4.4 1.4V6.8a4.4 4.4 0 0 1-4.4-4.4V2Z",
};

/**
 * A post on Instagram, X/Twitter, Facebook or TikTok as a link card: no third-party script or
 * frame, so nothing loads from the network until the visitor follows the link.
 */
export function SocialMediaModule({ fields }: ModuleProps) {
  const { t } = useTranslation();
  const post = socialPostUrl(str(fields.embed) || str(fields.url));
  if (!post) return null;
  const name = SOCIAL_NAMES[post.network];
  return (
    <div className={`module module-socialmedia module-socialmedia--${post.network}`} id={anchorId(fields.anchor)}>
      <a className="social-card" href={post.url} target="_blank" rel="noopener noreferrer">
        <svg className="social-card__icon" viewBox="0 0 24 24" width="40" height="40" aria-hidden="true" focusable="false">
          <path d={ICONS[post.network]} fill="currentColor" />
        </svg>
        <span className="social-card__text">
          <span className="social-card__network">{name}</span>
          <span className="social-card__intro">{t("cms.social.intro", { network: name })}</span>
          <span className="social-card__cta">{t("cms.social.view", { network: name })}</span>
        </span>
        <span className="visually-hidden"> {t("cms.newWindow")}</span>
      </a>
    </div>
  );
}
