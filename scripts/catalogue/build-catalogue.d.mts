export declare const REPO_ROOT: string;
export declare const CATALOGUE_OUT_DIR: string;
export declare function buildCatalogue(options?: {
  outDir?: string;
  fontsDir?: string;
  force?: boolean;
  log?: (line: string) => void;
}): Promise<{ built: boolean; outDir: string }>;
