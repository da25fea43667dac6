export const signatureStrings = { signature: {} } as const;
