import { createContext } from 'react';
import type { ShareableResult } from '@sehat/core/chat/shareable-result';

/**
 * A result page names the result on screen, so the counsellor button offers that one (any
 * screening). The chat reads it; it sits here so a result page does not import the chat, which
 * imports the screenings (ADR 247).
 */
export const ShareableResultOnPage = createContext<ShareableResult | null>(null);
