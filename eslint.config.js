// ESLint 9 flat config: JS recommended everywhere, typescript-eslint recommended for TypeScript,
// the rules of hooks for React code. Formatting is not linted.
import js from "@eslint/js";
import { defineConfig, globalIgnores } from "eslint/config";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** Remix's own redirect helpers: every redirect goes through safeRedirect, which checks its target. */
const REDIRECT_HELPERS = ["@remix-run/node", "@remix-run/server-runtime", "@remix-run/react"].map((name) => ({
  name,
  importNames: ["redirect", "redirectDocument", "replace"],
  message: "Use safeRedirect from ~/services/http/redirect.server: it keeps every redirect on this site.",
}));

/**
 * The site's links and forms are its own (`~/components/ui/link`, `~/components/ui/form`): plain anchors
 * followed by one listener, and routes discovered when the visitor turns to a link or submits a form
 * (docs/decisions/0079, 0087).
 */
const REMIX_LINKS_AND_FORMS = {
  name: "@remix-run/react",
  importNames: ["Link", "NavLink", "Form"],
  message:
    "Use Link from ~/components/ui/link (with aria-current for a menu's current entry) and Form from ~/components/ui/form: their routes are discovered on intent, not while the page opens, and a link costs no router work while a page renders.",
};

/** Components, lib and the service worker run in the browser: no `*.server` module, no service, model or database. */
const BROWSER_CODE = {
  group: ["**/*.server", "~/services/**", "~/models/**", "~/db/**", "**/services/**", "**/models/**", "**/db/**"],
  message: "Components and app/lib are bundled for the browser: no *.server module, service, model or app/db. A type a page and a component share lives in app/lib.",
};

/** Models are the bottom layer (above app/db): they know no route, component or service. */
const MODELS = {
  group: ["~/routes/**", "~/root", "~/components/**", "~/services/**", "**/routes/**", "**/components/**", "**/services/**"],
  message: "Models never import routes, components or services: they return plain records (types shared with pages live in app/lib).",
};

/** Services answer with data, never with views. */
const SERVICES = {
  group: ["~/components/**", "**/components/**"],
  message: "Services never import components: a view type a service fills lives in app/lib.",
};

/** Lexical is the editor's: only the edit mode's code may load it, so a visitor's JavaScript never holds it. */
const LEXICAL = {
  group: ["lexical", "@lexical/*"],
  message: "Lexical belongs to the editor: import it only in app/components/editor, app/services/editor or app/lib/editor/rich-text-nodes.ts (visitors' pages render rich text with the walker in app/components/cms/rich-text.tsx).",
};

/** Where Lexical may be imported. */
const LEXICAL_HOMES = ["app/components/editor/**", "app/services/editor/**", "app/lib/editor/rich-text-nodes.ts"];

function restrictImports(patterns, { redirects = true, remixLinksAndForms = true } = {}) {
  return ["error", { paths: [...(redirects ? REDIRECT_HELPERS : []), ...(remixLinksAndForms ? [REMIX_LINKS_AND_FORMS] : [])], patterns }];
}

export default defineConfig([
  globalIgnores([
    "build/",
    "public/build/",
    "node_modules/",
    "data/",
    ".cache/",
    "playwright-report/",
    "test-results/",
    // Files that break the import rules on purpose, linted by tests/lint/layers.test.ts under a path in app/.
    "tests/lint/fixtures/",
  ]),
  {
    linterOptions: { reportUnusedDisableDirectives: "error" },
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: "module",
      globals: { ...globals.node, ...globals.browser },
    },
  },
  {
    files: ["**/*.{js,mjs,cjs}"],
    extends: [js.configs.recommended],
  },
  {
    files: ["**/*.{ts,tsx}"],
    extends: [js.configs.recommended, tseslint.configs.recommended],
    rules: {
      // TypeScript checks these better than ESLint can.
      "no-undef": "off",
      "no-redeclare": "off",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrorsIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
      // `typeof import("…")` stays allowed: it types a module that is loaded lazily.
      "@typescript-eslint/consistent-type-imports": [
        "error",
        { fixStyle: "inline-type-imports", disallowTypeAnnotations: false },
      ],
    },
  },
  {
    // React code lives in app/; elsewhere (Playwright fixtures) `use` is not a hook.
    files: ["app/**/*.{ts,tsx,js,jsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Playwright's idiom for a hook that needs no fixtures: `async ({}, testInfo) => …`.
    files: ["tests/e2e/**/*.ts"],
    rules: { "no-empty-pattern": ["error", { allowObjectPatternsAsParameters: true }] },
  },
  {
    // Migrations are frozen in time and must not depend on today's table types: Kysely's own
    // guidance is `Kysely<any>` there.
    files: ["app/db/migrations/**/*.ts", "app/db/migrate.server.ts"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  // Imports: every redirect goes through safeRedirect, and the layers import only what they may
  // (docs/architecture.md, "The arrows allowed between them"). In a flat config a later block's
  // options replace an earlier one's for the same rule, so each block below lists the redirect
  // restriction together with its layer's patterns. Type-only imports count too (the default).
  {
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/services/http/redirect.server.ts"],
    rules: { "no-restricted-imports": restrictImports([LEXICAL]) },
  },
  {
    files: LEXICAL_HOMES,
    rules: { "no-restricted-imports": restrictImports([]) },
  },
  {
    // Bundled for the browser: no server module, no database. Unit tests next to the code may
    // render through server helpers.
    files: ["app/components/**/*.{ts,tsx,js,jsx}", "app/lib/**/*.{ts,tsx,js,jsx}", "app/service-worker/**/*.{ts,tsx,js,jsx}"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: { "no-restricted-imports": restrictImports([BROWSER_CODE, LEXICAL]) },
  },
  {
    // The site's form is Remix's, with discovery on submission.
    files: ["app/components/ui/form.tsx"],
    rules: { "no-restricted-imports": restrictImports([BROWSER_CODE, LEXICAL], { remixLinksAndForms: false }) },
  },
  {
    files: ["app/components/editor/**/*.{ts,tsx}", "app/lib/editor/rich-text-nodes.ts"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: { "no-restricted-imports": restrictImports([BROWSER_CODE]) },
  },
  {
    files: ["app/models/**/*.{ts,tsx}"],
    rules: { "no-restricted-imports": restrictImports([MODELS, LEXICAL]) },
  },
  {
    files: ["app/services/**/*.{ts,tsx}"],
    ignores: ["app/services/http/redirect.server.ts", "app/services/editor/**"],
    rules: { "no-restricted-imports": restrictImports([SERVICES, LEXICAL]) },
  },
  {
    files: ["app/services/editor/**/*.{ts,tsx}"],
    rules: { "no-restricted-imports": restrictImports([SERVICES]) },
  },
  {
    files: ["app/services/http/redirect.server.ts"],
    rules: { "no-restricted-imports": restrictImports([SERVICES, LEXICAL], { redirects: false }) },
  },
  {
    // Strips control characters from URLs on purpose (safeLinkUrl).
    files: ["app/lib/rich-text.ts"],
    rules: { "no-control-regex": "off" },
  },
]);
