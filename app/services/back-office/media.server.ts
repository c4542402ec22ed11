/**
 * The media library in the back office: a page of images with thumbnails, an image's texts and focal
 * point, uploads (the editor's checks, ~/services/media/library.server) and deletes of unused images.
 * Every change and its audit row in one transaction.
 */
import { fromPercent, type MediaItemValues } from "~/lib/back-office/site/media";
import { fillText, type OfficeTexts } from "~/lib/back-office/texts";
import { imageWidths, mediaUrl } from "~/lib/images";
import { deleteImageRow, findImageRow, imageReferences, listLibraryImages, modulesMentioning, updateImageRow } from "~/models/images.server";
import { writeTransaction } from "~/models/write-transaction.server";
import { collectImageIds } from "~/services/module-data.server";
import { env } from "~/services/http/env.server";
import { removeRenditions, renditionsOf } from "~/services/media/renditions.server";
import { recordChange, type Actor } from "./audit.server";

export const MEDIA_ENTITY = "media";

export const thumbOf = (image: { name: string; width: number }) => mediaUrl(image.name, imageWidths(image.width)[0]!, "jpg");

/** One page of the library, newest first; `q` matches the name or an alt text (counted up to the lists' cap). */
export async function mediaPage(query: { q: string; page: number; perPage: number }) {
  const { count, rows } = await listLibraryImages({ ...query, boundedCount: true });
  return { total: count, rows: rows.map((row) => ({ ...row, thumb: thumbOf(row) })) };
}

/** Saves an image's texts and focal point; false when it does not exist. */
export async function saveMediaItem(actor: Actor, id: number, values: MediaItemValues): Promise<boolean> {
  const after = {
    alt_de: values.decorative ? "" : values.alt_de,
    alt_en: values.decorative ? "" : values.alt_en,
    credit: values.credit,
    focal_x: fromPercent(values.focal_x!),
    focal_y: fromPercent(values.focal_y!),
  };
  return writeTransaction(async ({ q, postgres }) => {
    const before = await findImageRow(q, id, postgres);
    if (!before) return false;
    await updateImageRow(q, id, after);
    const { alt_de, alt_en, credit, focal_x, focal_y } = before;
    await recordChange(q, actor, { entity: MEDIA_ENTITY, entityId: id, action: "update", before: { alt_de, alt_en, credit, focal_x: Number(focal_x), focal_y: Number(focal_y) }, after });
    return true;
  });
}

function parsedFields(fields: unknown): unknown {
  if (typeof fields !== "string") return fields;
  try {
    return JSON.parse(fields);
  } catch {
    return null;
  }
}

/** Where image `id` is used: the places' texts (records by column, modules by their fields). */
async function usesOf(q: Parameters<typeof imageReferences>[0], id: number): Promise<string[]> {
  const places = Object.keys(await imageReferences(q, id));
  const modules = await modulesMentioning(q, id);
  if (modules.some((module) => collectImageIds(parsedFields(module.fields)).has(id))) places.push("modules");
  return places;
}

/** Deletes image `id` and its files unless something uses it (then the message naming where). */
export async function deleteMediaItem(actor: Actor, id: number, texts: OfficeTexts): Promise<{ ok: true } | { ok: false; message: string } | { ok: false; missing: true }> {
  const result = await writeTransaction(async ({ q, postgres }) => {
    const image = await findImageRow(q, id, postgres);
    if (!image) return { missing: true as const };
    const places = await usesOf(q, id);
    if (places.length) return { image, places };
    await deleteImageRow(q, id);
    await recordChange(q, actor, { entity: MEDIA_ENTITY, entityId: id, action: "delete", before: { name: image.name, alt_de: image.alt_de, credit: image.credit }, after: null });
    return { image, places };
  });
  if ("missing" in result) return { ok: false, missing: true };
  const { image, places } = result;
  if (places.length) {
    const named = places.map((place) => texts.media.places[place] ?? place).join(", ");
    return { ok: false, message: fillText(texts.media.inUse, { name: image.alt_de || image.name, places: named }) };
  }
  await removeRenditions(renditionsOf(env().MEDIA_DIR, image.name, image));
  return { ok: true };
}
