/**
 * How serious a result's level looks: green without a tone, then yellow, orange and red. Each
 * instrument maps its own levels to these; after a crisis answer the card shows none of them.
 */
export type ResultTone = 'mild' | 'moderate' | 'high';
