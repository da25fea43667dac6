/** Offer pop-ups (issue 15). Titles, texts and button labels come from the server's config. */
export const popupStrings = {
  popups: {
    price: (price: string) => `¥${price}`,
    original: (price: string) => `原价¥${price}`,
    close: '关闭',
    decline: '残忍拒绝',
    /** Above the offer's package in the membership centre. */
    offerTitle: '限时特惠',
  },
} as const;
