import { createAction } from '@reduxjs/toolkit';
import type { PageQuery } from '../router/query.ts';
import type { TabPath } from './tabs.ts';

/** A tab press, or a page switching tabs in code; `query` travels in memory and in the hash. */
export const tabSwitched = createAction<{ path: TabPath; query?: PageQuery }>('tabs/switched');

/** The centre add button: opens AI design and records the spec's click event. */
export const tabBarAddPressed = createAction('tabs/addPressed');
