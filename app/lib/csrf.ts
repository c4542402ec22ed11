/** Names shared by the server and the browser code that sends the token back. */
export const CSRF_COOKIE = "csrftoken";
export const CSRF_HEADER = "X-CSRFToken";
export const CSRF_FIELD = "csrf";
