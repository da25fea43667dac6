export declare const REPO_ROOT: string;
export declare const MODELS_OUT_DIR: string;
export declare function modelSources(): Array<{ from: string; to: string }>;
export declare function copyModels(options?: { outDir?: string; log?: (line: string) => void }): Promise<{ copied: string[]; skipped: string[]; outDir: string }>;
