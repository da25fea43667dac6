export declare function parseFontFaces(css: string): { file: string; ranges: [number, number][] }[];
export declare function parseUnicodeRange(value: string): [number, number][];
export declare function disjointSlices(faces: { file: string; ranges: [number, number][] }[]): { file: string; ranges: [number, number][] }[];
export declare function toRanges(codePoints: number[]): [number, number][];
export declare function encodeRanges(ranges: [number, number][]): string;
export declare function decodeRanges(encoded: string): [number, number][];
