/** Person segmentation and cloud cutout (issue 6). */
export const segmentationStrings = {
  segmentation: {
    methods: '抠图方式',
    methodNames: { auto: '自动识别', person: '人像', colour: '纯色背景', cloud: '云端抠图' },
    methodHints: {
      auto: '自动判断：标志、商品按背景颜色抠图，人像用人像模型',
      person: '用人像模型识别人物，适合复杂背景的人像',
      colour: '按背景颜色抠图，适合纯色或简单背景的标志、商品和图形',
      cloud: '把图片上传到服务器抠图（按背景颜色），完成后取回结果',
    },
    used: { colour: '已按背景颜色抠图', person: '已用人像模型抠图', mask: '已使用云端抠图结果' },
    modelTiming: (loadMs: number, inferenceMs: number) => (loadMs >= 1 ? `模型加载 ${Math.round(loadMs)} 毫秒，识别 ${Math.round(inferenceMs)} 毫秒` : `识别 ${Math.round(inferenceMs)} 毫秒`),
    modelUnavailable: '人像模型无法在此设备上运行，已改用背景颜色抠图；人像边缘可在手动精修中调整。',
    noPerson: '没有识别到人像，已按背景颜色抠图',
    methodNote: '自动识别会区分纯色背景和人像：标志、商品按背景颜色抠图，人像用人像模型（首次使用需下载约 9MB，之后离线可用）。',
    working: { person: '正在识别人像…（首次使用需下载模型）' },
    seed: {
      start: '点选主体',
      cancel: '取消点选',
      hint: '点一下要保留的主体，或拖动框住它，会按你标出的位置重新抠图',
      stageLabel: '点一下主体或拖动框住它',
      used: '已按你标出的主体抠图',
    },
    cloud: {
      preparing: '正在准备图片…',
      uploading: '正在上传图片…',
      processing: '云端正在抠图…',
      downloading: '正在取回结果…',
      needAccount: '云端抠图需要账号信息，请稍后重试或先登录',
      timeout: '云端抠图超时，请稍后重试，或改用本机抠图',
      failed: '云端抠图失败，请稍后重试',
      cancel: '取消',
    },
    idPhoto: {
      hint: '请上传正面免冠的半身照片；纯色背景效果最好，其他背景会用人像模型识别人物。',
      usedPerson: '已用人像模型识别人物',
    },
  },
} as const;
