export declare const largerYoungGeneration: string;
export declare function serverNodeFlags(env?: NodeJS.ProcessEnv, given?: readonly string[]): string[];
