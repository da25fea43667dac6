/** Offline use (issue 15): the banner shown above every page while the network is down. */
export const offlineStrings = {
  offline: {
    banner: '网络已断开：可以继续编辑，作品保存在本机，联网后自动同步',
  },
} as const;
