import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';

// The build's hashed scripts, stylesheet and icons, so a second visit starts from the device
// even on a slow connection, and the page shell that starts the app offline (ADR 160). The build writes the list in place of `self.__WB_MANIFEST`
// (spelled exactly so: that is what it looks for).
precacheAndRoute((self as unknown as { __WB_MANIFEST: (string | PrecacheEntry)[] }).__WB_MANIFEST);
cleanupOutdatedCaches();
