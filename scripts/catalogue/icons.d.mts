export declare const ICON_PAGE_SIZE: number;
export interface IconItem {
  id: string;
  /** Chinese name. */
  n: string;
  /** Chinese keywords. */
  k: string[];
  /** Industry categories. */
  c: string[];
  /** Space-separated full pinyin of the keywords and categories. */
  py: string;
  /** Space-separated pinyin initials. */
  jp: string;
  /** Page of icons/page-{page}.json holding the path. */
  p: number;
}
export declare function iconPath(svg: string): string;
export declare function describeIcon(meta: { name: string; tags: string[]; deprecated: boolean }): { name: string; keywords: string[]; categories: string[] } | null;
export declare function buildIconCatalogue(mdiDir: string): { items: IconItem[]; paths: Map<string, string> };
