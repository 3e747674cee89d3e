/** What the primary sends a worker when it should drain and exit, as on SIGTERM (ADR 38). */
export const DRAIN_MESSAGE = 'sehat:drain';
