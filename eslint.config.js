// ESLint 9 flat config: JS recommended everywhere, typescript-eslint recommended for TypeScript,
// the rules of hooks for React code. Formatting is not linted.
import js from "@eslint/js";
import { defineConfig, globalIgnores } from "eslint/config";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default defineConfig([
  globalIgnores([
    "build/",
    "public/build/",
    "node_modules/",
    "data/",
    ".cache/",
    "playwright-report/",
    "test-results/",
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
  {
    // Every redirect goes through safeRedirect (app/services/http/redirect.server.ts), which checks its target.
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/services/http/redirect.server.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        ...["@remix-run/node", "@remix-run/server-runtime", "@remix-run/react"].map((name) => ({
          name,
          importNames: ["redirect", "redirectDocument", "replace"],
          message: "Use safeRedirect from ~/services/http/redirect.server: it keeps every redirect on this site.",
        })),
      ],
    },
  },
  {
    // Strips control characters from URLs on purpose (safeLinkUrl).
    files: ["app/lib/rich-text.ts"],
    rules: { "no-control-regex": "off" },
  },
]);
