export declare function precompressTree(dir: string): Promise<{ compressed: number; upToDate: number; bytesIn: number; bytesOut: number }>;
