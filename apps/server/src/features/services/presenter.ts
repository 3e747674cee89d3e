import type { Service } from '@sehat/core/services/schemas';
import type { ServiceRow } from '../../db/schema/index';

/** The contract's service; `distanceKm` (one decimal) when the list was sorted by a position. */
export function presentService(row: ServiceRow & { distanceKm?: number | null }): Service {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    province: row.province as Service['province'],
    city: row.city,
    address: row.address,
    phone: row.phone,
    hours: row.hours,
    bpjs: row.bpjs,
    lat: row.lat,
    lng: row.lng,
    ...(row.distanceKm !== undefined && row.distanceKm !== null
      ? { distanceKm: Math.round(row.distanceKm * 10) / 10 }
      : {}),
  };
}
