/** The native shell bridge (issue 15, docs/harmony.md): what the user sees when the shell fails a call. */
export const bridgeStrings = {
  bridge: {
    failed: '应用暂时无法完成该操作，请重试',
    timeout: '应用没有响应，请稍后重试',
    notImage: '请选择一张图片',
    shareUnsupported: '当前环境不支持分享，可以先保存到相册再分享',
  },
} as const;
