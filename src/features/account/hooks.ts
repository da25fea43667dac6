import { useSelector } from 'react-redux';
import type { AccountRootState } from './deps.ts';

/** useSelector typed with this feature's injected slices. */
export const useAccountSelector = useSelector.withTypes<AccountRootState>();
