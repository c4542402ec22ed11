import { useTranslation } from "~/components/i18n";
import { ExternalMedia } from "~/components/consent/external-media";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { MEDIA_SERVICES, type MediaService } from "~/lib/consent";
import { SERVICE_NAMES } from "~/lib/embeds";
import { detectService } from "~/lib/media-services";
import { mediaUrl, type ImageRecord } from "~/lib/images";
import { safeLinkUrl } from "~/lib/rich-text";
import { RichText } from "../rich-text";
import { anchorId, imageOf, list, str, type ModuleProps } from "./field-readers";

function PlayPoster({ image, length }: { image: ImageRecord | null; length: string }) {
  const { t } = useTranslation();
  return (
    <>
      {image ? <ResponsiveImage image={image} sizes="(min-width: 64em) 40rem, 100vw" /> : null}
      <span className="play-badge" aria-hidden="true">
        <svg viewBox="0 0 24 24" width="28" height="28" focusable="false">
          <path d="M8 5v14l11-7z" fill="currentColor" />
        </svg>
      </span>
      {length ? <span className="media-length">{t("cms.video.length", { length })}</span> : null}
    </>
  );
}

function VideoEmbed({ url, title, image, length }: { url: string; title: string; image: ImageRecord | null; length: string }) {
  const service = detectService(url);
  const { t } = useTranslation();
  if (service !== "youtube" && service !== "vimeo") {
    const safe = safeLinkUrl(url);
    return safe ? <a href={safe}>{title || t("cms.video.play")}</a> : null;
  }
  return <ExternalMedia service={service} src={url} title={title || t("cms.video.play")} poster={<PlayPoster image={image} length={length} />} />;
}

/** A YouTube or Vimeo video: our poster image and the consent notice until external media are allowed. */
export function VideoModule({ fields, data }: ModuleProps) {
  const url = str(fields.video_url);
  if (!url) return null;
  const title = str(fields.title);
  return (
    <figure className="module module-video" id={anchorId(fields.anchor)}>
      <VideoEmbed url={url} title={title} image={imageOf(data, fields.image)} length={str(fields.length)} />
      {title ? <figcaption>{title}</figcaption> : null}
    </figure>
  );
}

/** A video file from our own server: the browser's player, loaded only on play. */
export function SelfHostedVideoModule({ fields, data }: ModuleProps) {
  const { t } = useTranslation();
  const file = safeLinkUrl(str(fields.file));
  if (!file) return null;
  const poster = imageOf(data, fields.image);
  const title = str(fields.title);
  return (
    <figure className="module module-selfhostedvideo" id={anchorId(fields.anchor)}>
      <video
        controls
        preload="none"
        playsInline
        src={file}
        poster={poster ? mediaUrl(poster.name, poster.width, "jpg") : undefined}
        width={poster?.width}
        height={poster?.height}
        aria-label={title || undefined}
      >
        <a href={file}>{t("cms.video.download")}</a>
      </video>
      {title ? <figcaption>{title}</figcaption> : null}
    </figure>
  );
}

/** Several videos side by side, each with title and description. */
export function VideoListModule({ fields, data }: ModuleProps) {
  const items = list(fields.children).filter((item) => str(item.video_url));
  if (items.length === 0) return null;
  return (
    <ul className="module module-videolist" id={anchorId(fields.anchor)}>
      {items.map((item, index) => {
        const title = str(item.title);
        return (
          <li key={index}>
            <article className="video-card">
              <VideoEmbed url={str(item.video_url)} title={title} image={imageOf(data, item.image)} length={str(item.length)} />
              {title ? <h3>{title}</h3> : null}
              <RichText value={item.content} />
            </article>
          </li>
        );
      })}
    </ul>
  );
}

function mediaService(value: unknown, url: string, allowed: readonly MediaService[]): MediaService | null {
  const named = str(value).toLowerCase();
  const service = (MEDIA_SERVICES as readonly string[]).includes(named) ? (named as MediaService) : detectService(url);
  return service && allowed.includes(service) ? service : null;
}

/** Spotify, SoundCloud or Podigee, behind the consent notice. */
export function AudioModule({ fields }: ModuleProps) {
  const { t } = useTranslation();
  const url = str(fields.embed);
  const service = mediaService(fields.media_type, url, ["spotify", "soundcloud", "podigee"]);
  if (!url || !service) return null;
  const title = str(fields.title) || t("cms.audio.title", { service: SERVICE_NAMES[service] });
  return (
    <figure className="module module-audio" id={anchorId(fields.anchor)}>
      <ExternalMedia service={service} src={url} title={title} kind="audio" />
    </figure>
  );
}

/** An audio file from our own server. */
export function SelfHostedAudioModule({ fields }: ModuleProps) {
  const { t } = useTranslation();
  const file = safeLinkUrl(str(fields.file));
  if (!file) return null;
  const title = str(fields.title) || t("cms.audio.untitled");
  return (
    <figure className="module module-selfhostedaudio" id={anchorId(fields.anchor)}>
      <figcaption>
        <span className="media-icon" aria-hidden="true">♪</span> {title}
      </figcaption>
      <audio controls preload="none" src={file} aria-label={title}>
        <a href={file}>{t("cms.audio.download")}</a>
      </audio>
    </figure>
  );
}

/** A PDF viewer (Issuu), behind the consent notice. */
export function ViewerModule({ fields }: ModuleProps) {
  const { t } = useTranslation();
  const url = str(fields.embed);
  const service = mediaService(fields.media_type, url, ["issuu"]);
  if (!url || !service) return null;
  const title = str(fields.title) || t("cms.viewer.title", { service: SERVICE_NAMES[service] });
  return (
    <figure className="module module-viewer" id={anchorId(fields.anchor)}>
      <ExternalMedia service={service} src={url} title={title} kind="document" />
    </figure>
  );
}
