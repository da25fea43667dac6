/** Offer pop-ups (issue 15). Titles, texts and button labels come from the server's config. */
export const popupStrings = {
  popups: {
    price: (price: string) => `¥${price}`,
    original: (price: string) => `原价¥${price}`,
    close: '关闭',
    decline: '不用了，谢谢',
    /** Above the offer's package in the membership centre. */
    offerTitle: '活动优惠',
    /** Only when the offer really ends at a set time (its config's ends_at). */
    endsAt: (date: string) => `活动截至 ${date}`,
  },
} as const;
