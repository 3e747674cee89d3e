import { createContext, useContext, useSyncExternalStore } from 'react';
import {
  dataSaverCookie,
  dataSaverCookieMaxAgeSeconds,
  dataSaverOn,
} from '@sehat/core/data-saver/data-saver';

type NetworkInformation = { saveData?: boolean };

/**
 * Whether the page being hydrated was rendered in low-data mode: the server read the visitor's
 * cookie and Save-Data header (ADR 206). The first render must match that HTML.
 */
export const DataSaverRenderContext = createContext(false);

const listeners = new Set<() => void>();

function cookieChoice(): string | undefined {
  const prefix = `${dataSaverCookie}=`;
  return document.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(prefix))
    ?.slice(prefix.length);
}

/** The device's current low-data mode: the visitor's choice, else the browser's Save-Data. */
export function readDataSaver(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  return dataSaverOn(cookieChoice(), connection?.saveData === true);
}

/** The visitor's own choice, kept for a year on this device and sent with every page request. */
export function chooseDataSaver(on: boolean): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${dataSaverCookie}=${on ? 'on' : 'off'}; Path=/; Max-Age=${dataSaverCookieMaxAgeSeconds}; SameSite=Lax${secure}`;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Low-data mode and its switch; hydration starts from what the server rendered. */
export function useDataSaver(): { on: boolean; choose: (on: boolean) => void } {
  const rendered = useContext(DataSaverRenderContext);
  const on = useSyncExternalStore(subscribe, readDataSaver, () => rendered);
  return { on, choose: chooseDataSaver };
}
