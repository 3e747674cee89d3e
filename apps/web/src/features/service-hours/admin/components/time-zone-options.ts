import { zoneAbbreviations } from '@sehat/core/service-hours/messages';

/** Indonesia's zones first, by the names people know ('WIB — Asia/Jakarta'). */
const indonesian = ['Asia/Jakarta', 'Asia/Makassar', 'Asia/Jayapura'];

/** Every zone this browser knows, with `current` always among them. */
export function timeZoneOptions(current: string): { value: string; label: string }[] {
  const known = Intl.supportedValuesOf('timeZone');
  const others = [...new Set([...known, current])].filter((zone) => !indonesian.includes(zone)).sort();
  return [
    ...indonesian.map((zone) => ({ value: zone, label: `${zoneAbbreviations[zone]} — ${zone}` })),
    ...others.map((zone) => ({ value: zone, label: zone })),
  ];
}
