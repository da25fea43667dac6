import type { ApiClient } from '../../services/api/client.ts';
import type { AccountFeatureDeps, StartListening } from './deps.ts';
import type { ProfileService } from './profileService.ts';

export interface InstalledAccount {
  deps: AccountFeatureDeps;
  profile: ProfileService;
  /** For features that register their listeners when their chunk loads (membership). */
  startListening: StartListening;
  apiClient: ApiClient;
}

/**
 * The feature's instances, set once by installAccountFeature. Pages reach
 * them through these getters instead of a React context the shell would have
 * to provide.
 */
let installed: InstalledAccount | null = null;

export function setInstalledAccount(value: InstalledAccount): void {
  installed = value;
}

export function installedAccount(): InstalledAccount {
  if (!installed) throw new Error('installAccountFeature() has not run');
  return installed;
}
