import { redirectRulesSpec } from "~/lib/back-office/resources/redirect-rules";
import type { ResourceStore } from "./store.server";

export const redirectRules: ResourceStore = {
  spec: redirectRulesSpec,
  table: "redirect_rules",
  searchColumns: ["old_path", "new_path"],
  label: (row) => String(row.old_path),
};
