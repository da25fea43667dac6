export declare function cfsLimits(percent: number): { period: number; quota: number };
export declare function chromiumUnderCpuQuota(
  chromiumPath: string,
  percent?: number,
): { unavailable: string } | { executablePath: string; cleanup(): void; setPercent(next: number): number; readonly percent: number; readonly label: string };
