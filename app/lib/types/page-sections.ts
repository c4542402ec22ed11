/** A page's container sections and their modules as stored (read by app/models/pages.server.ts). */
export interface ModuleRecord {
  id: number;
  type: string;
  columnIndex: number;
  fields: unknown;
  onlineFrom: string | null;
  onlineTo: string | null;
}

export interface SectionRecord {
  id: number;
  slug: string;
  parentId: number | null;
  layout: string;
  classes: string;
  columnClasses: string[];
  modules: ModuleRecord[];
  /** The revision of the section's last change (the base of the next write; 0 in a published snapshot). */
  revision: number;
}
