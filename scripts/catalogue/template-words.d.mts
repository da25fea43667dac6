export declare const PREFIXES: string[];
export declare const INDUSTRIES: Array<[number, string, string[], Array<[number, string, string[]]>]>;
export declare const SURNAME_CATEGORY: { id: number; name: string };
export declare const LETTER_CATEGORY: { id: number; name: string };
