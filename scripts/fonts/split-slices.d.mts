export declare const SLICE_BYTE_TARGET: number;
export declare function isIdeograph(cp: number): boolean;
export declare function cutByBytes(codePoints: number[], bytesOf: (cp: number) => number, budget: number): number[][];
export declare function splitSlice(
  slice: { ranges: string; files: Record<string, string> },
  fontDir: string,
  write: (path: string, data: Buffer) => void,
): { ranges: string; files: Record<string, string> }[];
