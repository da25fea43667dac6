import { z } from 'zod/mini';

/**
 * The start-up announcement (spec 1): the 公告 modal shows the product
 * config's notice when there is one and either the config names no province
 * or it names the visitor's province.
 */

const optionalText = z.pipe(
  z.catch(z.union([z.string(), z.null(), z.undefined()]), undefined),
  z.transform((value: string | null | undefined) => value?.trim() ?? ''),
);

export const productConfigSchema = z.looseObject({ notice: optionalText, province: optionalText });
export const locationInfoSchema = z.looseObject({ province: optionalText });

export type ProductConfig = z.output<typeof productConfigSchema>;
export type LocationInfo = z.output<typeof locationInfoSchema>;

export function pickAnnouncement(config: ProductConfig | null, location: LocationInfo | null): string | null {
  if (!config || config.notice === '') return null;
  if (config.province === '') return config.notice;
  return location !== null && location.province === config.province ? config.notice : null;
}
