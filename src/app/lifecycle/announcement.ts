import { z } from 'zod/mini';
import { lazily } from '../../shared/lazily.ts';

/**
 * The start-up announcement (spec 1): the 公告 modal shows the product
 * config's notice when there is one and either the config names no province
 * or it names the visitor's province.
 */

// Built on first use (shared/lazily.ts): the startup chunk imports this module.
const optionalText = lazily(() =>
  z.pipe(
    z.catch(z.union([z.string(), z.null(), z.undefined()]), undefined),
    z.transform((value: string | null | undefined) => value?.trim() ?? ''),
  ),
);

export const productConfigSchema = lazily(() => z.looseObject({ notice: optionalText(), province: optionalText() }));
export const locationInfoSchema = lazily(() => z.looseObject({ province: optionalText() }));

export type ProductConfig = z.output<ReturnType<typeof productConfigSchema>>;
export type LocationInfo = z.output<ReturnType<typeof locationInfoSchema>>;

export function pickAnnouncement(config: ProductConfig | null, location: LocationInfo | null): string | null {
  if (!config || config.notice === '') return null;
  if (config.province === '') return config.notice;
  return location !== null && location.province === config.province ? config.notice : null;
}
