/** An alert of the top banner, in the visitor's locale (read by app/models/breaking-news.server.ts). */
export interface BreakingNews {
  id: number;
  title: string;
  text: string;
  link: { url: string } | null;
  link_title: string | null;
}
