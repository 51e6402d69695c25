/** The host SDK's build (build.mjs): dist/framed.js, dist/inline.js and their declarations. */
export declare function buildHostSdk(): Promise<void>;
/**
 * Builds, packs and installs the tarball offline into `{folder}/consumer` (an empty project, or a
 * copy of the host project at `project`: its package.json and pnpm-lock.yaml); returns that folder.
 */
export declare function packAndInstall(folder: string, project?: string): Promise<string>;
/** A host page's JavaScript for `source` (importing `consumer`'s installed packages), bundled and minified: its gzip (level 9) bytes and its text. */
export declare function bundledPageGzip(consumer: string, name: string, source: string, alias?: Record<string, string>): Promise<{ bytes: number; bundle: string }>;
/** The smallest framed host page's module: the SDK's framed entry, one marketplace embedded. */
export declare const FRAMED_PAGE: string;
