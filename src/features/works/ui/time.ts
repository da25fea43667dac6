import { strings } from '../../../shared/strings.ts';

const pad = (n: number) => String(n).padStart(2, '0');

/** "今天 14:30", "昨天 09:05", "5月12日 14:30", "2025年5月12日" (older years). */
export function formatEditTime(at: number, now: number): string {
  const date = new Date(at);
  const today = new Date(now);
  const clock = `${pad(date.getHours())}:${pad(date.getMinutes())}`;
  const startOfToday = new Date(today.getFullYear(), today.getMonth(), today.getDate()).getTime();
  if (at >= startOfToday) return `${strings.works.list.today} ${clock}`;
  if (at >= startOfToday - 86_400_000) return `${strings.works.list.yesterday} ${clock}`;
  if (date.getFullYear() === today.getFullYear()) return `${date.getMonth() + 1}月${date.getDate()}日 ${clock}`;
  return `${date.getFullYear()}年${date.getMonth() + 1}月${date.getDate()}日`;
}
