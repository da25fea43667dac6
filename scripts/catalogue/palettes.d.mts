export declare function buildPalettes(source: string[][]): string[];
