export declare function pinyinOf(word: string): { py: string; jp: string };
export declare function searchKeys(words: string[]): { py: string; jp: string };
