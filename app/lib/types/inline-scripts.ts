/** Scripts that run in the page as it arrives, before (and without) the app's modules (app/components/inline-script.tsx). */
export type InlineScriptName = "limited-notice";
export type InlineScripts = Record<InlineScriptName, string>;
