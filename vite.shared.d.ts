export declare const SOURCE_CONDITION = "@assess/source";
export declare const sharedResolve: {
    resolve: {
        conditions: string[];
    };
    ssr: {
        resolve: {
            conditions: string[];
            externalConditions: string[];
        };
    };
};
//# sourceMappingURL=vite.shared.d.ts.map