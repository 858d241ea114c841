export declare const serverDist: string;
export declare const serverEntry: string;
export declare function hashServerSources(): string;
export declare function needsServerBuild(hash?: string): boolean;
export declare function buildServer(hash?: string): Promise<void>;
export declare function buildServerIfChanged(): Promise<string>;
