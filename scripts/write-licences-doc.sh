#!/usr/bin/env bash
# Regenerates docs/licences.md from node_modules (run after changing dependencies).
set -euo pipefail
cd "$(dirname "$0")/.."
{
  cat <<'HEAD'
# Licences

Everything the product ships must allow use in a closed, paid product: no GPL/AGPL
(unless another licence is offered), no non-commercial terms. `npm test` checks it
(`scripts/licences.mjs`) and fails on a package that does not qualify.

## Content we ship from registry packages

| content | package | licence | notes |
|---|---|---|---|
| CJK fonts (unicode-range slices) | @fontsource/noto-sans-sc, noto-serif-sc, zcool-kuaile, zcool-xiaowei, zcool-qingke-huangyou, ma-shan-zheng, long-cang, zhi-mang-xing, liu-jian-mao-cao, lxgw-wenkai | OFL-1.1 | fonts may be embedded and sold with software; see docs/fonts.md |
| visitor province (IPv4) | ip2region (data/ip2region.db) | MIT (package), Apache-2.0 (lionsoul2014 data) | the IPv6 file is never loaded: its source licence is unverified |
| icons | @mdi/svg | Apache-2.0 | Material Design Icons (Pictogrammers) |
| palettes | nice-color-palettes | MIT | |
| surnames | @faker-js/faker (zh_CN person.last_name) | MIT | |
| pinyin for search | pinyin-pro | MIT | |
| person segmentation model | @mediapipe/selfie_segmentation (selfie_segmentation.tflite), run by @mediapipe/tasks-vision (wasm) | Apache-2.0 | copied unchanged into public/models at build; loaded only when a cutout needs it |
| PNG/JPEG codecs (server segmentation) | pngjs, jpeg-js | MIT, BSD-3-Clause | |
| banned-word lists (text moderation) | naughty-words (zh.json), bad-words-chinese | CC-BY-4.0 (LDNOOBW, attribution: Shutterstock's List of Dirty, Naughty, Obscene, and Otherwise Bad Words), MIT | folded and filtered at start-up; docs/naming.md |
| categorised sensitive words (text moderation: 涉政, 违禁, 色情, 暴恐) | not a package: houbb/sensitive-word on GitHub, commit bac9a301 (release 0.26.2), `sensitive_word_tags.txt` and `sensitive_word_allow.txt` vendored unchanged in server/moderation/sources/houbb-sensitive-word/ with its LICENSE.txt | Apache-2.0 | filtered and assigned to our categories at start-up; docs/moderation.md |
| traditional → simplified | opencc-js | MIT AND Apache-2.0 (OpenCC dictionaries) | moderation folding, poetry corpus build |
| China's administrative divisions (province, city, district; GB/T 2260 codes) | @vant/area-data | MIT | the lists of /choose-location; docs/location.md |
| classical poetry for the offline name generator | chinese-poetry 2.0.1 (诗经, 楚辞, 唐诗三百首) | MIT | not a dependency: `scripts/naming/build-poems.mjs` packs it and writes server/naming/corpus/poems.json |

## Every shipped package (production dependencies, resolved)

HEAD
  node scripts/licences.mjs --markdown
} > docs/licences.md
