import type { ActionFunctionArgs } from "@remix-run/node";
import { apiError, apiJson, methodNotAllowed } from "~/services/api.server";
import { assertSameOrigin } from "~/services/csrf.server";
import { apiForm, apiMethod, usingForm } from "~/services/input.server";
import { allowUpload, checkUpload, storeUpload } from "~/services/temp-files.server";

const PROBLEMS = {
  fileTooLarge: [413, "The file is larger than 5 MB."],
  fileType: [415, "Only PDF, JPEG and PNG files are accepted."],
} as const;

// POST /{locale}/api/temp-files/ (multipart, one `file`): stores a file a visitor attaches to a form
// and answers its name, which the entry then gives as the file field's value (POST /api/forms-entries/).
// Anonymous like the entries, so the origin check guards it (decision 0003); a limit stops floods.
export async function action({ request, context }: ActionFunctionArgs) {
  apiMethod(request);
  assertSameOrigin(request);
  if (!(await allowUpload(context.clientIp))) return apiError(request, 429, "Too many uploads. Please try again in a minute.");
  if (!/^multipart\/form-data\b/i.test(request.headers.get("Content-Type") ?? "")) return apiError(request, 415, "Send the file as multipart/form-data.");
  return usingForm(await apiForm(request), async ({ formData, tooLarge }) => {
    if (tooLarge.has("file")) return apiError(request, 413, PROBLEMS.fileTooLarge[1]);
    const file = formData.get("file");
    if (!(file instanceof File)) return apiError(request, 400, "No file in the field `file`.");
    const checked = await checkUpload(file);
    if (!checked.ok) return apiError(request, PROBLEMS[checked.problem][0], PROBLEMS[checked.problem][1]);
    const { name, originalName } = await storeUpload(checked);
    return apiJson({ name, original_name: originalName, size: file.size, mime_type: checked.type.mimeType }, { status: 201, personal: true });
  });
}

export function loader({ request }: ActionFunctionArgs) {
  return methodNotAllowed(request, "POST");
}
