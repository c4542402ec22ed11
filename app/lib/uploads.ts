/**
 * Files a visitor can attach to a form (`POST /{locale}/api/temp-files/`): PDF, JPEG or PNG
 * up to 5 MB. Shared by the form's file input and the server that stores the upload.
 */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

export const UPLOAD_ACCEPT = ".pdf,.jpg,.jpeg,.png";

/** A stored upload's name as the server hands it out: random, with the type's extension. */
export const TEMP_FILE_NAME = /^[A-Za-z0-9_-]{22}\.(?:pdf|jpg|png)$/;
