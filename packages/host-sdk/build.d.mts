/** The host SDK's build (build.mjs): dist/framed.js, dist/inline.js and their declarations. */
export declare function buildHostSdk(): Promise<void>;
/** Builds, packs and installs the tarball offline into `{folder}/consumer`; returns that folder. */
export declare function packAndInstall(folder: string): Promise<string>;
