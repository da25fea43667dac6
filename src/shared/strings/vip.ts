/** VIP gate texts (issue 14, docs/membership.md). */
export const vipStrings = {
  vip: {
    badge: 'VIP',
    unlocks: ['高清下载（最长边 4000 像素）', '不限次数下载', '会员专属字体与模板', 'AI设计不限次数'],
    unlocksTitle: '开通会员即可享受',
    join: '开通会员',
    later: '暂不开通',
    continueStandard: '继续标准下载（1000 像素）',
    hdTitle: '高清下载是会员权益',
    hdBody: (side: number) => `免费用户可下载最长边 1000 像素的标准图；${side} 像素高清图需开通会员。`,
    limitTitle: '今日免费下载次数已用完',
    contentTitle: '作品使用了会员专属内容',
    fontTitle: '会员专属字体',
    fontBody: (name: string) => `「${name}」是会员专属字体：可以先试用排版，下载作品需开通会员；也可以换成免费字体。`,
    left: (n: number) => `已下载标准图，今日还可免费下载 ${n} 次`,
    capped: (side: number) => `已按标准尺寸 ${side} 像素下载，开通会员可下载高清图`,
    needAccount: '账号正在准备中，请稍后再试',
    ticketFailed: '暂时无法确认下载权限，请检查网络后重试',
  },
} as const;
