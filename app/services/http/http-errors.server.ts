import { data } from "@remix-run/node";
import { getDesignSettings } from "~/models/settings.server";
import { reportError } from "./monitoring.server";

export interface ErrorPayload {
  message: string;
  /** The editor's HTML for this status from the design settings, when there is one. */
  custom?: { style?: string; body?: string };
}

async function customPage(status: number) {
  try {
    return (await getDesignSettings()).errorPages[String(status)];
  } catch (error) {
    // The default page stands in; the failure is logged and reported.
    reportError(new Error(`Loading the custom error page for ${status} failed`, { cause: error }), { during: "custom error page", status });
    return undefined;
  }
}

/** A thrown error response the root error boundary renders, with the custom page for its status. */
export async function httpError(status: number, message: string, headers?: HeadersInit) {
  return data<ErrorPayload>({ message, custom: await customPage(status) }, { status, headers });
}

export async function notFound() {
  return httpError(404, "404 Not Found");
}
