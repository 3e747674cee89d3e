import { provinces, type Province } from '@sehat/core/services/provinces';
import { serviceLimits, serviceTypes, type ServiceType } from '@sehat/core/services/types';
import { serviceParams } from '#web/config/paths';

/** The directory's filters as the page's address holds them (never a position). */
export interface ServiceFilter {
  q?: string;
  province?: Province;
  type?: ServiceType;
}

/** The filters of a /layanan address; unknown values are left out. */
export function serviceFilterFromSearch(search: URLSearchParams): ServiceFilter {
  const q = search.get(serviceParams.q)?.trim().slice(0, serviceLimits.queryMax);
  const province = provinces.find((name) => name === search.get(serviceParams.province));
  const type = serviceTypes.find((name) => name === search.get(serviceParams.type));
  return { ...(q ? { q } : {}), ...(province ? { province } : {}), ...(type ? { type } : {}) };
}
