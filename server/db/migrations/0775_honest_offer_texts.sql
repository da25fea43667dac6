-- Issue 27: the retention offer said "先别走…今天离开就没有了", but the same offer comes back
-- the next day (its rules: once per local day, no end time). Offers state only what is true:
-- the price, what it buys, and an end time only when the config has one (ends_at).
UPDATE popup_configs
   SET title = '终身会员特惠',
       body = '终身会员 ¥68：全部模板、高清无水印下载与会员字体永久可用。',
       button = '查看套餐'
 WHERE id = 2 AND title = '先别走，送您一份特惠';
UPDATE popup_configs
   SET body = '新用户开通终身会员 ¥78：全部模板、高清无水印下载与会员字体永久可用。',
       button = '查看套餐'
 WHERE id = 1 AND body = '终身会员新人价，所有模板与高清下载永久可用';
