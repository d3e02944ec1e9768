export declare const nativeImport: (url: string) => Promise<unknown>;
