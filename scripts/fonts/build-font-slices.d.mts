export declare const REPO_ROOT: string;
export declare const FONTS_OUT_DIR: string;
export declare function buildFontSlices(options?: {
  outDir?: string;
  nodeModules?: string;
  force?: boolean;
  log?: (line: string) => void;
}): Promise<{ built: string[]; skipped: string[]; outDir: string }>;
