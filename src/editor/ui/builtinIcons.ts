/**
 * A small built-in icon set until the real catalogue arrives (issue 4). Plain 24×24
 * single-colour SVG paths (drawn for this app), so the icon layer's `fill` recolours them.
 */
export interface BuiltinIcon {
  key: string;
  name: string;
  path: string;
}

export const BUILTIN_ICONS: readonly BuiltinIcon[] = [
  { key: 'star', name: '星星', path: 'M12 2l2.9 6.6 7.1.6-5.4 4.7 1.6 7-6.2-3.7-6.2 3.7 1.6-7L2 9.2l7.1-.6z' },
  { key: 'heart', name: '爱心', path: 'M12 21s-7.5-4.6-9.5-9.2C1 8.2 3.2 4.5 6.8 4.5c2.1 0 3.6 1.1 5.2 3 1.6-1.9 3.1-3 5.2-3 3.6 0 5.8 3.7 4.3 7.3C19.5 16.4 12 21 12 21z' },
  { key: 'leaf', name: '叶子', path: 'M20 3C10 3 4 8 4 15c0 2 .6 3.8 1.6 5.2C7 15 11 11 16 9c-4 3-7.5 7-9 12h2c1-2 2.3-3.6 3.8-4.8C18 16 21 11 20 3z' },
  { key: 'crown', name: '皇冠', path: 'M3 7l4.5 4L12 4l4.5 7L21 7l-2 11H5zM5 20h14v2H5z' },
  { key: 'bolt', name: '闪电', path: 'M13 2L4 14h6l-1 8 9-12h-6z' },
  { key: 'sun', name: '太阳', path: 'M12 7a5 5 0 1 1 0 10 5 5 0 0 1 0-10zM11 0h2v4h-2zM11 20h2v4h-2zM0 11h4v2H0zM20 11h4v2h-4zM3.5 2.1l2.8 2.8-1.4 1.4-2.8-2.8zM17.7 18.3l2.8 2.8-1.4 1.4-2.8-2.8zM2.1 20.5l2.8-2.8 1.4 1.4-2.8 2.8zM18.3 6.3l2.8-2.8 1.4 1.4-2.8 2.8z' },
  { key: 'moon', name: '月亮', path: 'M15 2a9.5 9.5 0 1 0 7 15.9A8 8 0 0 1 15 2z' },
  { key: 'drop', name: '水滴', path: 'M12 2s7 8 7 13a7 7 0 0 1-14 0c0-5 7-13 7-13z' },
  { key: 'diamond', name: '钻石', path: 'M6 3h12l4 6-10 13L2 9zM8.5 5 6 9h3.5zM12 5.5 10 9h4zM15.5 5 14.5 9H18z' },
  { key: 'home', name: '房子', path: 'M12 3l10 9h-3v9h-5v-6h-4v6H5v-9H2z' },
  { key: 'cup', name: '咖啡', path: 'M4 8h13v5a6 6 0 0 1-6 6H10a6 6 0 0 1-6-6zM17 9h1.5a3 3 0 0 1 0 6H17v-2h1.5a1 1 0 0 0 0-2H17zM3 20h16v2H3zM8 2h1.5v4H8zM11.5 2H13v4h-1.5z' },
  { key: 'mountain', name: '山峰', path: 'M2 20l7-12 4 6 3-4 6 10z' },
];

export function iconSvg(icon: BuiltinIcon): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="${icon.path}"/></svg>`;
}
