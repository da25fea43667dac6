// English words of @mdi/svg icon names → Chinese keywords, and the rules that put an icon
// in an industry category. Written by hand for this product: the icon set has English
// names only, and search must work in Chinese (and pinyin, derived at build time).
// An icon is kept only when at least one word of its name is in WORDS.

/** Word of an icon name → Chinese keyword(s), '/'-separated. */
export const WORDS = {
  // food and drink
  coffee: '咖啡', tea: '茶/茶饮', cup: '杯子', mug: '马克杯', glass: '玻璃杯', wine: '红酒/葡萄酒', beer: '啤酒', bottle: '瓶子',
  food: '美食/食物', silverware: '餐具', fork: '叉子', knife: '刀', spoon: '勺子', bowl: '碗', pot: '锅', kettle: '水壶',
  noodles: '面条/拉面', rice: '米饭', pizza: '披萨', hamburger: '汉堡', cake: '蛋糕', cupcake: '纸杯蛋糕', cookie: '饼干',
  bread: '面包', baguette: '法棍/面包', croissant: '可颂/面包', muffin: '松饼', pretzel: '椒盐卷饼', candy: '糖果', candycane: '拐杖糖',
  cheese: '奶酪', egg: '鸡蛋', fried: '煎', steak: '牛排', drumstick: '鸡腿', fish: '鱼', chef: '厨师', hat: '帽子',
  ice: '冰', cream: '奶油', popcorn: '爆米花', fries: '薯条', french: '法式', soda: '汽水', cocktail: '鸡尾酒', liquor: '酒',
  keg: '酒桶', bar: '酒吧', grill: '烧烤', chili: '辣椒', pepper: '辣椒', carrot: '胡萝卜', corn: '玉米', mushroom: '蘑菇',
  fruit: '水果', apple: '苹果', cherries: '樱桃', citrus: '柑橘', grapes: '葡萄', pear: '梨', pineapple: '菠萝', watermelon: '西瓜',
  peanut: '花生', nut: '坚果', leek: '韭葱', pumpkin: '南瓜', pasta: '意面', taco: '塔可', hotdog: '热狗', sausage: '香肠',
  toaster: '烤面包机', microwave: '微波炉', blender: '搅拌机', fridge: '冰箱', stove: '炉灶', kitchen: '厨房', dining: '用餐',
  buffet: '自助餐', barley: '大麦', hops: '啤酒花', nutrition: '营养', halal: '清真', kosher: '犹太洁食', tray: '托盘',
  // tech
  laptop: '笔记本电脑', monitor: '显示器', desktop: '台式电脑', computer: '电脑', cellphone: '手机', tablet: '平板', chip: '芯片',
  robot: '机器人', code: '代码', api: '接口', cloud: '云/云计算', server: '服务器', wifi: '无线网络', bluetooth: '蓝牙',
  router: '路由器', satellite: '卫星', antenna: '天线', radar: '雷达', drone: '无人机', memory: '内存', usb: '接口',
  keyboard: '键盘', mouse: '鼠标', headphones: '耳机', headset: '耳麦', microphone: '麦克风', speaker: '音箱', television: '电视',
  tv: '电视', projector: '投影仪', camera: '相机', camcorder: '摄像机', webcam: '摄像头', circuit: '电路', integrated: '集成',
  brain: '大脑/智能', atom: '原子', molecule: '分子', dna: '基因', rocket: '火箭', orbit: '轨道', lan: '局域网', web: '网页',
  application: '应用', bug: '程序错误', console: '控制台', hexagon: '六边形', qrcode: '二维码', barcode: '条形码', nfc: '近场通信',
  watch: '手表', hololens: '全息眼镜', virtual: '虚拟', reality: '现实', augmented: '增强', xml: '代码', json: '数据',
  // education
  school: '学校', book: '书/书本', library: '图书馆', pencil: '铅笔', pen: '钢笔', ruler: '尺子', abacus: '算盘', teach: '教学',
  notebook: '笔记本', bookshelf: '书架', chalkboard: '黑板', board: '板', graduation: '毕业', certificate: '证书', flask: '烧瓶',
  beaker: '烧杯', microscope: '显微镜', telescope: '望远镜', test: '测试', tube: '试管', periodic: '周期', table: '桌子/表格',
  globe: '地球仪/全球', compass: '指南针', lightbulb: '灯泡/创意', idea: '创意', owl: '猫头鹰', alphabet: '字母', translate: '翻译',
  puzzle: '拼图', chess: '象棋', school_bus: '校车', magnify: '放大镜', calculator: '计算器', math: '数学', science: '科学',
  // beauty and health
  lipstick: '口红', lotion: '乳液', hair: '头发/美发', dryer: '吹风机', mirror: '镜子', razor: '剃须刀', spa: '水疗/养生',
  face: '面部', woman: '女性', nail: '指甲', perfume: '香水', scissors: '剪刀', comb: '梳子', toothbrush: '牙刷',
  tooth: '牙齿/口腔', flower: '花', tulip: '郁金香', rose: '玫瑰', lotus: '莲花', meditation: '冥想', yoga: '瑜伽', shimmer: '闪耀',
  sparkles: '闪耀', diamond: '钻石', necklace: '项链', ring: '戒指', crown: '皇冠', butterfly: '蝴蝶', feather: '羽毛',
  // finance
  bank: '银行', cash: '现金', currency: '货币', cny: '人民币', usd: '美元', eur: '欧元', gbp: '英镑', jpy: '日元', btc: '比特币',
  coin: '硬币', coins: '硬币', wallet: '钱包', credit: '信用', card: '卡片', safe: '保险箱', piggy: '存钱罐', chart: '图表',
  finance: '金融', invoice: '发票', receipt: '收据', checkbook: '支票', percent: '百分比', scale: '天平/秤', trending: '趋势',
  handshake: '握手/合作', briefcase: '公文包', calculator_variant: '计算器', gold: '黄金', safe_square: '保险箱', contactless: '非接触',
  payment: '支付', refund: '退款', register: '收银', point: '积分',
  // real estate and home
  home: '家/房子', house: '房屋', office: '办公', building: '建筑/大楼', city: '城市', domain: '房产', warehouse: '仓库',
  door: '门', window: '窗户', stairs: '楼梯', elevator: '电梯', sofa: '沙发', bed: '床', bathtub: '浴缸', shower: '淋浴',
  lamp: '台灯', chandelier: '吊灯', fireplace: '壁炉', key: '钥匙', garage: '车库', fence: '围栏', roof: '屋顶', floor: '地板',
  balcony: '阳台', bridge: '桥', castle: '城堡', tower: '塔', church: '教堂', hospital: '医院', bank_building: '银行',
  crane: '起重机', hammer: '锤子', paint: '油漆', brush: '刷子', roller: '滚筒', wall: '墙', tile: '瓷砖', chair: '椅子',
  desk: '书桌', cupboard: '橱柜', dresser: '梳妆台', wardrobe: '衣柜', curtains: '窗帘', blinds: '百叶窗', faucet: '水龙头',
  cabin: '小屋', barn: '谷仓', greenhouse: '温室', hut: '小屋', igloo: '冰屋', tent: '帐篷', patio: '庭院', pool: '泳池',
  // medical
  medical: '医疗', doctor: '医生', nurse: '护士', pill: '药片', medication: '药品', needle: '针', stethoscope: '听诊器',
  heart: '心/爱心', pulse: '脉搏', hospital_box: '医药箱', ambulance: '救护车', bandage: '绷带', thermometer: '体温计',
  wheelchair: '轮椅', lungs: '肺', blood: '血液', bone: '骨头', virus: '病毒', bacteria: '细菌', prescription: '处方',
  iv: '输液', diabetes: '糖尿病', allergy: '过敏', pharmacy: '药店', dentist: '牙医', eye: '眼睛', ear: '耳朵', hearing: '听力',
  glasses: '眼镜', mortar: '研钵', pestle: '研杵', herb: '草药', leaf: '叶子', cross: '十字', shield: '盾牌/保障',
  // e-commerce and shopping
  cart: '购物车', shopping: '购物', store: '商店', shop: '店铺', basket: '购物篮', bag: '包', tag: '标签', sale: '促销',
  gift: '礼物', package: '包裹', truck: '货车/卡车', ticket: '票', coupon: '优惠券', storefront: '店面', barcode_scan: '扫码',
  // culture and creative
  palette: '调色板', draw: '绘画', drawing: '绘画', artboard: '画板', easel: '画架', fountain: '喷泉', film: '胶片/电影',
  filmstrip: '胶片', movie: '电影', video: '视频', image: '图片', camera_iris: '光圈', music: '音乐', note: '音符',
  guitar: '吉他', piano: '钢琴', violin: '小提琴', trumpet: '小号', saxophone: '萨克斯', bugle: '号角', ocarina: '陶笛',
  metronome: '节拍器', clef: '谱号', drama: '戏剧', masks: '面具', theater: '剧院', printer: '印刷', newspaper: '报纸',
  feather_pen: '羽毛笔', quill: '羽毛笔', script: '卷轴', scroll: '卷轴', vase: '花瓶', candle: '蜡烛', lantern: '灯笼',
  kite: '风筝', origami: '折纸', fan: '风扇/扇子', umbrella: '伞', pottery: '陶艺', sewing: '缝纫', yarn: '毛线',
  // sports
  soccer: '足球', football: '橄榄球/足球', basketball: '篮球', baseball: '棒球', tennis: '网球', badminton: '羽毛球',
  volleyball: '排球', golf: '高尔夫', hockey: '曲棍球', bowling: '保龄球', billiards: '台球', boxing: '拳击', glove: '手套',
  dumbbell: '哑铃', weight: '举重', kettlebell: '壶铃', run: '跑步', swim: '游泳', bike: '自行车', bicycle: '自行车',
  ski: '滑雪', skate: '滑冰', skateboard: '滑板', surfing: '冲浪', karate: '空手道', kabaddi: '卡巴迪', fencing: '击剑',
  gymnastics: '体操', trophy: '奖杯', medal: '奖牌', podium: '领奖台', whistle: '哨子', stadium: '体育场', racquetball: '壁球',
  handball: '手球', cricket: '板球', curling: '冰壶', diving: '潜水', kayaking: '皮划艇', rowing: '划船', hiking: '徒步',
  climbing: '攀岩', jump: '跳', rope: '绳', martial: '武术', arts: '艺术', sport: '运动', sports: '运动', target: '靶心',
  bullseye: '靶心', archery: '射箭', biathlon: '冬季两项', table_tennis: '乒乓球', whistle_outline: '哨子', yoga_pose: '瑜伽',
  // pets and animals
  paw: '爪印/宠物', dog: '狗/宠物狗', cat: '猫/宠物猫', bird: '鸟', rabbit: '兔子', horse: '马', cow: '牛', pig: '猪',
  sheep: '羊', duck: '鸭子', turkey: '火鸡', penguin: '企鹅', panda: '熊猫', koala: '考拉', kangaroo: '袋鼠', elephant: '大象',
  dolphin: '海豚', shark: '鲨鱼', jellyfish: '水母', snail: '蜗牛', spider: '蜘蛛', bee: '蜜蜂', ladybug: '瓢虫', turtle: '乌龟',
  rodent: '啮齿动物', unicorn: '独角兽', donkey: '驴', bat: '蝙蝠', fishbowl: '鱼缸', bone_variant: '骨头', snake: '蛇',
  owl_bird: '猫头鹰', deer: '鹿', teddy: '泰迪熊', bear: '熊', dinosaur: '恐龙', dragon: '龙', tiger: '老虎', fox: '狐狸',
  // automotive
  car: '汽车', auto: '汽车', engine: '发动机', tire: '轮胎', wheel: '车轮', steering: '方向盘', speedometer: '速度表',
  gas: '加油', fuel: '燃油', ev: '电动车', electric: '电动', charging: '充电', station: '站', oil: '机油', brake: '刹车',
  battery: '电池', jeep: '吉普车', van: '面包车', pickup: '皮卡', convertible: '敞篷车', limousine: '豪华轿车', sports_car: '跑车',
  motorbike: '摩托车', moped: '电动车', scooter: '滑板车', atv: '全地形车', wash: '洗车', parking: '停车', license: '驾照',
  seat: '座椅', door_open: '车门', windshield: '挡风玻璃', clutch: '离合器', transmission: '变速箱', turbocharger: '涡轮',
  racing: '赛车', kart: '卡丁车', hatchback: '掀背车', estate: '旅行车', cruise: '巡航', key_variant: '车钥匙',
  // agriculture and nature
  tractor: '拖拉机', sprout: '嫩芽', seed: '种子', tree: '树', pine: '松树', palm: '棕榈', forest: '森林', grass: '草',
  flower_variant: '花', grain: '谷物', wheat: '小麦', field: '田地', fields: '田地', farm: '农场', silo: '粮仓', pitchfork: '干草叉',
  shovel: '铲子', rake: '耙子', watering: '浇水', sprinkler: '洒水器', compost: '堆肥', cactus: '仙人掌', clover: '三叶草',
  mountain: '山', hills: '山丘', water: '水', waves: '海浪', wave: '海浪', sun: '太阳', moon: '月亮', star: '星星', fire: '火',
  snowflake: '雪花', weather: '天气', rainbow: '彩虹', lightning: '闪电', terrain: '地形', island: '岛屿', volcano: '火山',
  egg_easter: '彩蛋', beehive: '蜂巢', hexagon_multiple: '蜂巢', honey: '蜂蜜', nature: '自然', leaf_maple: '枫叶', maple: '枫叶',
  spa_outline: '养生', seedling: '幼苗', plant: '植物', pot_mix: '盆栽', barley_off: '大麦', harvest: '丰收', chicken: '鸡',
  // travel
  airplane: '飞机', airport: '机场', airballoon: '热气球', balloon: '气球', helicopter: '直升机', ship: '轮船', boat: '船',
  sail: '帆', sailboat: '帆船', ferry: '渡轮', anchor: '锚', lifebuoy: '救生圈', beach: '海滩', island_palm: '海岛',
  map: '地图', compass_rose: '指南针', train: '火车', tram: '电车', bus: '公交车', subway: '地铁', taxi: '出租车',
  suitcase: '行李箱', bag_suitcase: '行李箱', passport: '护照', camping: '露营', campfire: '篝火', caravan: '房车',
  gondola: '缆车', ferris: '摩天轮', castle_variant: '城堡', pagoda: '宝塔', temple: '寺庙', eiffel: '埃菲尔铁塔',
  pyramid: '金字塔', hotel: '酒店', bed_king: '大床', tent_variant: '帐篷', binoculars: '望远镜', highway: '公路', road: '道路',
  sign: '指示牌', signpost: '路标', flag: '旗帜', earth: '地球', rocket_launch: '火箭', aurora: '极光', sunset: '日落',
  // clothing
  tshirt: 'T恤', shirt: '衬衫', coat: '外套', hanger: '衣架', shoe: '鞋', heel: '高跟鞋', sneaker: '运动鞋', boot: '靴子',
  sock: '袜子', tie: '领带', bow: '蝴蝶结', dress: '连衣裙', lingerie: '内衣', handbag: '手提包', purse: '钱包', jewelry: '珠宝',
  sunglasses: '太阳镜', fedora: '礼帽', crown_circle: '皇冠', zipper: '拉链', button: '纽扣', needle_thread: '针线', iron: '熨斗',
  washing: '洗衣', tailor: '裁缝', polo: 'POLO衫', jacket: '夹克', mitten: '手套', scarf: '围巾', cap: '帽子',
  // maternity and family
  baby: '婴儿/宝宝', bottle_tonic: '奶瓶', cradle: '摇篮', carriage: '婴儿车', stroller: '婴儿车', child: '儿童', kid: '儿童',
  toy: '玩具', family: '家庭', mother: '母亲', pregnant: '孕妇', human: '人', male: '男性', female: '女性', girl: '女孩',
  boy: '男孩', rattle: '拨浪鼓', blocks: '积木', cube: '方块', duck_rubber: '小黄鸭', teddy_bear: '泰迪熊',
  // logistics
  truck_delivery: '送货', delivery: '配送', dolly: '手推车', forklift: '叉车', container: '集装箱', cargo: '货物',
  conveyor: '传送带', pallet: '托盘', ship_wheel: '舵轮', warehouse_variant: '仓库', transfer: '中转', post: '邮政',
  mailbox: '邮箱', email: '邮件', send: '发送', courier: '快递', archive: '存档', box: '箱子', flatbed: '平板车',
  trailer: '拖车', train_car: '车厢', railroad: '铁路', route: '路线', moving: '搬家',
  // law
  gavel: '法槌/法律', balance: '平衡/公正', justice: '公正', police: '警察', badge: '徽章', lock: '锁', fingerprint: '指纹',
  file: '文件', document: '文档', contract: '合同', stamp: '印章', seal: '印章', certificate_outline: '证书', handcuffs: '手铐',
  // industry
  factory: '工厂', cog: '齿轮', cogs: '齿轮', gear: '齿轮', wrench: '扳手', screwdriver: '螺丝刀', saw: '锯', pliers: '钳子',
  drill: '电钻', bolt: '螺栓', screw: '螺丝', nut_variant: '螺母', pipe: '管道', valve: '阀门', pump: '泵', boiler: '锅炉',
  turbine: '涡轮机', wind: '风/风能', solar: '太阳能', panel: '面板', power: '电力', plug: '插头', socket: '插座',
  transmission_tower: '输电塔', nuclear: '核能', radioactive: '辐射', hydro: '水力', hydrogen: '氢能', recycle: '回收/环保',
  excavator: '挖掘机', bulldozer: '推土机', hard: '安全', helmet: '头盔', ladder: '梯子', tools: '工具', toolbox: '工具箱',
  anvil: '铁砧', axe: '斧头', chainsaw: '电锯', welding: '焊接', piston: '活塞', hydraulic: '液压', oil_barrel: '油桶',
  earth_leaf: '环保', leaf_circle: '环保', water_pump: '水泵', generator: '发电机', meter: '仪表', gauge: '仪表',
  // entertainment
  gamepad: '游戏手柄', controller: '游戏手柄', game: '游戏', dice: '骰子', cards: '纸牌', poker: '扑克', playing: '纸牌',
  ghost: '幽灵', sword: '剑', mace: '锤', bow_arrow: '弓箭', magic: '魔法', staff: '法杖', wizard: '巫师', pac: '吃豆人',
  party: '派对', popper: '礼花', firework: '烟花', confetti: '彩带', karaoke: '卡拉OK', disco: '迪斯科', dance: '跳舞',
  ballroom: '舞厅', microphone_variant: '麦克风', headphones_box: '耳机', ticket_confirmation: '门票', casino: '赌场',
  slot: '老虎机', bowling_pin: '保龄球', billiard: '台球', boombox: '音响', radio: '收音机', record: '唱片', disc: '光盘',
  vinyl: '黑胶唱片', pokeball: '精灵球', chess_knight: '骑士', chess_king: '国王', chess_queen: '王后', rook: '城堡',
  knight: '骑士', king: '国王', queen: '王后', pawn: '兵', bishop: '主教', spade: '黑桃', club: '梅花', joystick: '摇杆',
  // generic shapes and symbols
  circle: '圆形', square: '方形', triangle: '三角形', rhombus: '菱形', pentagon: '五边形', octagon: '八边形', hexagram: '六角星',
  octagram: '八角星', decagram: '十角星', ellipse: '椭圆', rectangle: '矩形', sphere: '球体', cone: '圆锥', cylinder: '圆柱',
  pyramid_shape: '金字塔', infinity: '无限', spiral: '螺旋', emoticon: '表情', happy: '开心', cool: '酷', kiss: '亲吻',
  wink: '眨眼', excited: '兴奋', lol: '大笑', thumb: '点赞', hand: '手', clap: '鼓掌', peace: '和平', yin: '阴阳',
  snowman: '雪人', pumpkin_halloween: '万圣节', halloween: '万圣节', easter: '复活节', christmas: '圣诞', ornament: '饰品',
  lantern_chinese: '灯笼', bell: '铃铛', gift_outline: '礼物', cake_variant: '蛋糕', firework_variant: '烟花', clover_variant: '四叶草',
  infinity_variant: '无限', lightning_bolt: '闪电', flash: '闪光', bolt_variant: '闪电', crystal: '水晶', ball: '球', kite_variant: '风筝',
  horseshoe: '马蹄铁', ninja: '忍者', ufo: '飞碟', alien: '外星人', skull: '骷髅', bullhorn: '喇叭', trumpet_variant: '喇叭',
  lighthouse: '灯塔', windmill: '风车', atom_variant: '原子', magnet: '磁铁', hourglass: '沙漏', clock: '时钟', alarm: '闹钟',
  timer: '计时器', calendar: '日历', earth_variant: '地球', telescope_variant: '望远镜', space: '太空', planet: '星球',
  dharmachakra: '法轮', handshake_variant: '合作', account: '用户', heart_pulse: '心跳', lightbulb_on: '灯泡',
};

/** Icon-name words that only modify the noun: never the reason to keep an icon. */
export const MODIFIERS = new Set([
  'outline', 'variant', 'off', 'on', 'plus', 'minus', 'check', 'remove', 'alert', 'cancel', 'sync', 'edit', 'search', 'settings',
  'multiple', 'network', 'open', 'closed', 'sharp', 'left', 'right', 'up', 'down', 'top', 'bottom', 'horizontal', 'vertical',
  'half', 'full', 'empty', 'double', 'single', 'small', 'large', 'medium', 'high', 'low', 'thick', 'thin', 'bold', 'round',
  'side', 'front', 'back', 'rear', 'center', 'white', 'black', 'filled', 'fill', 'classic', 'modern', 'vintage', 'flat', 'box',
]);

/** Words that turn a noun into a UI state or control ("cart-plus", "home-lock"): rejected after the first word. */
export const UI_WORDS = new Set([
  'off', 'remove', 'plus', 'minus', 'check', 'alert', 'cancel', 'sync', 'edit', 'search', 'settings', 'lock', 'clock', 'marker',
  'question', 'refresh', 'arrow', 'chevron', 'export', 'import', 'upload', 'download', 'swap', 'transfer', 'cog', 'pause', 'play',
  'stop', 'skip', 'filter', 'percent', 'sort', 'collapse', 'expand', 'multiple', 'network', 'unfill', 'disabled', 'disconnected',
  'wireless', 'bluetooth', 'sleep', 'alarm', 'select', 'information', 'info', 'star', 'heart', 'account', 'cash', 'clipboard',
  'eye', 'pound', 'outline', 'sharp', 'box', 'circle', 'square', 'hexagon', 'variant', 'open', 'link', 'group',
]);

/** Words that rule an icon out wherever they appear (weapons, death, drugs, disease, brands, UI glyphs). */
export const BANNED_WORDS = new Set([
  'x', 'y', 'z', 'ab', 'pos', 'mode', 'hdmi', 'usb', 'port', 'nintendo', 'tesla', 'chademo', 'ccs1', 'ccs2', 'type1', 'type2',
  'poop', 'devil', 'dead', 'sick', 'cry', 'angry', 'frown', 'sad', 'neutral', 'confused', 'tongue', 'bomb', 'cannabis', 'coffin',
  'grave', 'biohazard', 'radioactive', 'handcuffs', 'skull', 'pistol', 'police', 'hazard', 'liquor', 'cigarette', 'smoking',
  'rifle', 'military', 'sword', 'mace', 'casino', 'slot', 'cigar', 'emergency', 'flood', 'landslide', 'lava', 'bug', 'virus',
  'bacteria', 'blood', 'iv', 'diabetes', 'allergy', 'prescription', 'ghost', 'spider', 'bat', 'halloween', 'pac', 'pokeball',
  'nuclear', 'alien', 'ufo', 'ninja', 'wheelchair', 'ambulance', 'fire', 'extinguisher', 'cctv', 'abs', 'esp', 'tick',
  'fragile', 'shark', 'snake', 'hdr', 'invaders', 'pac-man',
]);

/** @mdi tags that never make a logo icon (UI glyphs, brands: trademarks must not appear in users' logos). */
export const REJECT_TAGS = new Set([
  'Brand / Logo', 'Social Media', 'Alpha / Numeric', 'Battery', 'Printer', 'Settings', 'Form', 'Text / Content / Format', 'View',
  'Arrange', 'Tooltip', 'Notification', 'Edit / Modify', 'Files / Folders', 'Database', 'Alert / Error', 'Cellphone / Phone',
  'Geographic Information System', 'Vector', 'Math', 'Lock', 'Date / Time', 'Navigation', 'Audio', 'Color', 'Religion',
  'Account / User',
]);

/** @mdi tag → industry categories (the names of server/db/migrations/0002_seed_content.sql). */
export const TAG_CATEGORIES = {
  'Food / Drink': ['餐饮'],
  Banking: ['金融'],
  Currency: ['金融'],
  'Medical / Hospital': ['医疗'],
  Agriculture: ['农业'],
  Animal: ['宠物'],
  Automotive: ['汽车'],
  Sport: ['体育'],
  Clothing: ['服装'],
  'Health / Beauty': ['美妆'],
  Shopping: ['电商'],
  'Home Automation': ['房产'],
  Places: ['旅游'],
  'Transportation + Flying': ['旅游'],
  'Transportation + Water': ['旅游'],
  'Transportation + Road': ['物流', '汽车'],
  'Transportation + Other': ['物流'],
  'Device / Tech': ['科技'],
  'Developer / Languages': ['科技'],
  Cloud: ['科技'],
  Science: ['教育', '科技'],
  'Drawing / Art': ['文创'],
  Photography: ['文创'],
  Music: ['娱乐', '文创'],
  'Video / Movie': ['娱乐', '文创'],
  'Gaming / RPG': ['娱乐'],
  'People / Family': ['母婴'],
  'Hardware / Tools': ['工业'],
  Nature: ['农业', '旅游'],
  Weather: ['通用'],
  Holiday: ['通用'],
  Shape: ['通用'],
  Emoji: ['通用'],
  'Account / User': ['通用'],
};

/** Name word → extra categories, for icons whose tag does not say their trade. */
export const WORD_CATEGORIES = {
  school: ['教育'], book: ['教育'], library: ['教育'], pencil: ['教育', '文创'], ruler: ['教育'], abacus: ['教育'], teach: ['教育'],
  notebook: ['教育'], chalkboard: ['教育'], graduation: ['教育'], certificate: ['教育'], flask: ['教育', '医疗'], microscope: ['教育', '医疗'],
  owl: ['教育'], brain: ['科技', '教育'], atom: ['科技', '教育'], lightbulb: ['教育', '科技'], calculator: ['教育', '金融'],
  paw: ['宠物'], dog: ['宠物'], cat: ['宠物'], rabbit: ['宠物'], fishbowl: ['宠物'], bone: ['宠物'], bird: ['宠物'],
  lipstick: ['美妆'], lotion: ['美妆'], hair: ['美妆'], mirror: ['美妆'], razor: ['美妆'], spa: ['美妆', '医疗'], nail: ['美妆'],
  face: ['美妆'], flower: ['美妆', '农业'], tulip: ['美妆'], shimmer: ['美妆'], diamond: ['美妆', '服装'], necklace: ['服装', '美妆'],
  home: ['房产'], house: ['房产'], office: ['房产'], building: ['房产'], city: ['房产', '旅游'], domain: ['房产'], key: ['房产', '汽车'],
  door: ['房产'], stairs: ['房产'], sofa: ['房产'], bed: ['房产', '旅游'], window: ['房产'], crane: ['房产', '工业'],
  truck: ['物流'], package: ['物流', '电商'], forklift: ['物流', '工业'], dolly: ['物流'], van: ['物流', '汽车'], container: ['物流'],
  scale: ['法律', '金融'], balance: ['法律'], gavel: ['法律'], shield: ['法律', '金融'], badge: ['法律'], file: ['法律'],
  fingerprint: ['法律', '科技'], stamp: ['法律'], handshake: ['法律', '金融'], briefcase: ['法律', '金融'],
  factory: ['工业'], wrench: ['工业', '汽车'], hammer: ['工业', '房产'], screwdriver: ['工业'], saw: ['工业'], solar: ['工业'],
  turbine: ['工业'], wind: ['工业'], recycle: ['工业'], pipe: ['工业'], valve: ['工业'], excavator: ['工业', '房产'],
  baby: ['母婴'], cradle: ['母婴'], carriage: ['母婴'], child: ['母婴', '教育'], toy: ['母婴'], teddy: ['母婴'], mother: ['母婴'],
  pregnant: ['母婴'], family: ['母婴'], cart: ['电商'], store: ['电商'], shopping: ['电商'], basket: ['电商'], tag: ['电商'],
  gift: ['电商'], sale: ['电商'], storefront: ['电商'], bag: ['电商', '服装'], wallet: ['金融'], coin: ['金融'], piggy: ['金融'],
  tooth: ['医疗'], pill: ['医疗'], medication: ['医疗'], stethoscope: ['医疗'], hospital: ['医疗'], doctor: ['医疗'], nurse: ['医疗'],
  tractor: ['农业'], sprout: ['农业'], seed: ['农业'], leaf: ['农业'], tree: ['农业', '旅游'], barn: ['农业'], silo: ['农业'],
  cow: ['农业'], pig: ['农业'], sheep: ['农业'], duck: ['农业'], turkey: ['农业'], horse: ['农业', '体育'], bee: ['农业'],
  tea: ['餐饮', '农业'], coffee: ['餐饮'], airplane: ['旅游'], suitcase: ['旅游'], beach: ['旅游'], island: ['旅游'],
  mountain: ['旅游'], camping: ['旅游'], tent: ['旅游'], map: ['旅游'], compass: ['旅游'], palm: ['旅游'], sail: ['旅游'],
  film: ['文创'], movie: ['娱乐'], palette: ['文创'], brush: ['文创'], drawing: ['文创'], camera: ['文创'], music: ['娱乐'],
  guitar: ['娱乐'], piano: ['文创'], drama: ['文创', '娱乐'], trophy: ['体育'], medal: ['体育'], dumbbell: ['体育'],
  tshirt: ['服装'], shoe: ['服装'], hanger: ['服装'], tie: ['服装'], coat: ['服装'], hat: ['服装'], glasses: ['服装', '医疗'],
  robot: ['科技'], chip: ['科技'], rocket: ['科技'], code: ['科技'], cloud: ['科技'], laptop: ['科技'], monitor: ['科技'],
};

/** Categories in their seeded order; 通用 (generic) icons fit any trade. */
export const ICON_CATEGORIES = [
  '餐饮', '科技', '教育', '美妆', '金融', '房产', '医疗', '电商', '文创', '体育',
  '宠物', '汽车', '农业', '旅游', '服装', '母婴', '物流', '法律', '工业', '娱乐', '通用',
];

/** First words that only name a family ("food-apple", "glass-wine"): the later word names the icon. */
export const GENERIC_HEADS = new Set(['food', 'fruit', 'glass', 'bottle', 'silverware', 'human', 'emoticon', 'weather', 'currency', 'cash', 'hand', 'face']);

/** Whole-name Chinese names where word-by-word reads badly. */
export const NAMES = {
  'ice-cream': '冰淇淋', 'ice-pop': '冰棍', 'food-hot-dog': '热狗', 'coffee-maker': '咖啡机', 'coffee-to-go': '外带咖啡',
  'bottle-wine': '红酒', 'bottle-soda': '汽水', 'bottle-soda-classic': '汽水', 'egg-fried': '煎蛋', 'french-fries': '薯条',
  'cup-water': '水杯', 'food-fork-drink': '餐饮', 'toaster-oven': '烤箱', 'bread-slice': '吐司', 'glass-mug': '啤酒杯',
  'glass-flute': '香槟杯', 'glass-tulip': '酒杯', 'glass-stange': '啤酒杯', 'chili-hot': '辣椒', 'cake-layered': '千层蛋糕',
  'hair-dryer': '吹风机', 'face-woman': '女性', 'scale-balance': '天平', 'piggy-bank': '存钱罐', 'credit-card': '信用卡',
  'office-building': '办公楼', 'home-city': '城市住宅', 'truck-delivery': '送货车', 'package-variant': '包裹',
  'baby-carriage': '婴儿车', 'baby-bottle': '奶瓶', 'teddy-bear': '泰迪熊', 'paw': '爪印', 'dog-side': '小狗', 'cat': '猫',
  'robot-industrial': '工业机器人', 'solar-panel': '太阳能板', 'wind-turbine': '风力发电', 'gas-station': '加油站',
  'ev-station': '充电站', 'car-wash': '洗车', 'airplane-takeoff': '飞机起飞', 'beach': '海滩', 'palm-tree': '椰子树',
  'ferris-wheel': '摩天轮', 'tshirt-crew': 'T恤', 'shoe-heel': '高跟鞋', 'shoe-sneaker': '运动鞋', 'hanger': '衣架',
  'school': '学校', 'book-open-page-variant': '书本', 'pencil': '铅笔', 'lightbulb-on': '灯泡', 'atom': '原子',
  'tooth': '牙齿', 'pill': '药片', 'stethoscope': '听诊器', 'hospital-building': '医院', 'medical-bag': '医药箱',
  'cart': '购物车', 'shopping': '购物袋', 'storefront': '店铺', 'gift': '礼物', 'tag': '标签', 'palette': '调色板',
  'camera': '相机', 'music-note': '音符', 'guitar-acoustic': '吉他', 'movie-open': '电影', 'trophy': '奖杯', 'medal': '奖牌',
  'basketball': '篮球', 'soccer': '足球', 'dumbbell': '哑铃', 'tractor': '拖拉机', 'sprout': '嫩芽', 'barley': '麦穗',
  'leaf': '叶子', 'tree': '树', 'factory': '工厂', 'wrench': '扳手', 'gavel': '法槌', 'gamepad-variant': '游戏手柄',
};
