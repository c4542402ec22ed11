// The layer rules of eslint.config.js bite: each fixture, linted as if it lived in the layer it
// breaks, is refused with no-restricted-imports; a fixture that keeps the rules passes.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const eslint = new ESLint({ cwd: root, overrideConfigFile: path.join(root, "eslint.config.js") });

/** The no-restricted-imports messages for a fixture's text placed at `asPath` (relative to the repository). */
async function restrictedImports(fixture: string, asPath: string): Promise<string[]> {
  const code = await readFile(path.join(root, "tests/lint/fixtures", fixture), "utf8");
  const [result] = await eslint.lintText(code, { filePath: path.join(root, asPath) });
  return result.messages.filter((message) => message.ruleId === "no-restricted-imports").map((message) => message.message);
}

// The first lint loads ESLint's config and parsers (seconds on a busy two-core machine; over vitest's 5 s default).
describe("the layers' import rules", { timeout: 60_000 }, () => {
  it("refuse a component importing a *.server module", async () => {
    const messages = await restrictedImports("component-imports-server.tsx", "app/components/layout/public-origin.tsx");
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain("'~/services/http/env.server' import is restricted");
  });

  it("refuse a component importing a *.server module by a relative path", async () => {
    const code = 'import { env } from "../../services/http/env.server";\nexport const origin = () => env().PUBLIC_URL;\n';
    const [result] = await eslint.lintText(code, { filePath: path.join(root, "app/components/layout/public-origin.ts") });
    expect(result.messages.map((message) => message.ruleId)).toEqual(["no-restricted-imports"]);
  });

  it("refuse app/lib importing a type from app/db", async () => {
    const messages = await restrictedImports("lib-imports-db-type.ts", "app/lib/table-names.ts");
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain("'~/db/schema' import is restricted");
  });

  it("refuse a model importing a service, even for a type", async () => {
    const messages = await restrictedImports("model-imports-service.ts", "app/models/model-env.server.ts");
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain("Models never import routes, components or services");
  });

  it("refuse a service importing a component", async () => {
    const messages = await restrictedImports("service-imports-component.ts", "app/services/translation-hook.server.ts");
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain("Services never import components");
  });

  it("let a component import a shared type from app/lib", async () => {
    expect(await restrictedImports("component-imports-lib-types.tsx", "app/components/layout/menu-label.tsx")).toEqual([]);
  });

  describe("Lexical only in the editor", () => {
    /** The no-restricted-imports messages for `code` placed at `asPath`. */
    async function lint(code: string, asPath: string): Promise<string[]> {
      const [result] = await eslint.lintText(code, { filePath: path.join(root, asPath) });
      return result.messages.filter((message) => message.ruleId === "no-restricted-imports").map((message) => message.message);
    }
    const lexical = 'import { $getRoot } from "lexical";\nexport const root = () => $getRoot();\n';
    const lexicalReact = 'import { LexicalComposer } from "@lexical/react/LexicalComposer";\nexport const Composer = LexicalComposer;\n';

    it.each([
      ["a visitor's component", "app/components/cms/rich-text.tsx", lexical],
      ["a route", "app/routes/page.tsx", lexicalReact],
      ["app/lib", "app/lib/rich-text.ts", 'import { LinkNode } from "@lexical/link";\nexport const link = LinkNode;\n'],
      ["a service outside the editor", "app/services/cms/search.server.ts", 'import { createHeadlessEditor } from "@lexical/headless";\nexport const make = createHeadlessEditor;\n'],
      ["a model", "app/models/pages.server.ts", 'import type { EditorState } from "lexical";\nexport type State = EditorState;\n'],
      ["a component's unit test", "app/components/cms/rich-text.test.tsx", lexical],
    ])("refuse it in %s", async (_where, asPath, code) => {
      const messages = await lint(code, asPath);
      expect(messages).toHaveLength(1);
      expect(messages[0]).toContain("Lexical belongs to the editor");
    });

    it.each([
      ["the editor's components", "app/components/editor/rich-text-toolbar.tsx", lexicalReact],
      ["the editor's services", "app/services/editor/rich-text-check.server.ts", lexical],
      ["the shared node list", "app/lib/editor/rich-text-nodes.ts", lexical],
      ["the editor's unit tests", "app/components/editor/rich-text-parity.test.tsx", lexical],
    ])("allow it in %s", async (_where, asPath, code) => {
      expect(await lint(code, asPath)).toEqual([]);
    });

    it("keep the other layer rules in the editor's folders", async () => {
      const messages = await lint('import { env } from "~/services/http/env.server";\nexport const e = env;\n', "app/components/editor/rich-text-toolbar.tsx");
      expect(messages).toEqual([expect.stringContaining("Components and app/lib are bundled for the browser")]);
    });
  });

  it("still refuse Remix's redirect helpers in the layers' files", async () => {
    const code = 'import { redirect } from "@remix-run/node";\nexport const home = () => redirect("/");\n';
    const [result] = await eslint.lintText(code, { filePath: path.join(root, "app/services/home.server.ts") });
    expect(result.messages.map((message) => message.message)).toEqual([expect.stringContaining("Use safeRedirect")]);
  });

  describe("the site's own links and forms", () => {
    async function lint(code: string, asPath: string): Promise<string[]> {
      const [result] = await eslint.lintText(code, { filePath: path.join(root, asPath) });
      return result.messages.filter((message) => message.ruleId === "no-restricted-imports").map((message) => message.message);
    }
    const remixForm = 'import { Form } from "@remix-run/react";\nexport const Search = () => <Form />;\n';

    it.each([
      ["a route", "app/routes/search.tsx"],
      ["a component", "app/components/webshop/cart-lines.tsx"],
    ])("refuse Remix's Form in %s", async (_where, asPath) => {
      expect(await lint(remixForm, asPath)).toEqual([expect.stringContaining("Form from ~/components/ui/form")]);
    });

    it("refuse Remix's Link and NavLink, in the back office too", async () => {
      expect(await lint('import { Link } from "@remix-run/react";\nexport const L = Link;\n', "app/components/layout/top-nav.tsx")).toHaveLength(1);
      expect(await lint('import { NavLink } from "@remix-run/react";\nexport const L = NavLink;\n', "app/components/back-office/office-nav.tsx")).toHaveLength(1);
    });

    it("let the site's Form wrap Remix's", async () => {
      expect(await lint(remixForm, "app/components/ui/form.tsx")).toEqual([]);
    });
  });
});
