import type { InlineScripts } from "~/lib/types/inline-scripts";
import { LIMITED_NOTICE_SCRIPT } from "./notice-script.server";

/** Every inline script's text, by name, for <InlineScript> (rendered on the server only). */
export const INLINE_SCRIPTS: InlineScripts = {
  "limited-notice": LIMITED_NOTICE_SCRIPT,
};
