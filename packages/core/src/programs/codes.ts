/**
 * The programmes' codes alone, for the route table (which every page loads): an address naming
 * another code is the not-found page. The programmes themselves are in registry.ts.
 */
export const programCodes = ['aktivasi-perilaku'] as const;
