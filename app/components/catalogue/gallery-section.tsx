import { useTranslation } from "~/components/i18n";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { imageSizes, type ImageRecord } from "~/lib/images";

/** The 'gallery' detail section of an event or a production (nothing without an image). */
export function GallerySection({ image }: { image: ImageRecord | null | undefined }) {
  const { t } = useTranslation();
  if (!image) return null;
  return (
    <section className="catalogue-section" aria-labelledby="gallery-title">
      <h2 id="gallery-title">{t("catalogue.gallery")}</h2>
      <ResponsiveImage image={image} sizes={imageSizes(1240)} className="catalogue-image" />
    </section>
  );
}
