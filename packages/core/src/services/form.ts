import { z } from 'zod';
import { serviceMessages } from './messages';
import { serviceBodySchema, type Service, type ServiceBody } from './schemas';

/** A service as its admin form holds it: every field text, empty meaning "not known". */
export interface ServiceFormValues {
  name: string;
  type: string;
  /** '' : a national service. */
  province: string;
  city: string;
  address: string;
  phone: string;
  hours: string;
  /** 'ya', 'tidak', or '' (not known). */
  bpjs: string;
  lat: string;
  lng: string;
}

export function serviceFormValues(service: Service | null): ServiceFormValues {
  return {
    name: service?.name ?? '',
    type: service?.type ?? '',
    province: service?.province ?? '',
    city: service?.city ?? '',
    address: service?.address ?? '',
    phone: service?.phone ?? '',
    hours: service?.hours ?? '',
    bpjs: service?.bpjs === null || !service ? '' : service.bpjs ? 'ya' : 'tidak',
    lat: service?.lat === null || !service ? '' : String(service.lat),
    lng: service?.lng === null || !service ? '' : String(service.lng),
  };
}

/** A coordinate as typed (a decimal comma allowed); NaN when it is no number. */
const coordinateOf = (value: string) => {
  const text = value.trim().replace(',', '.');
  if (text === '') return null;
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
};

/** The form's values checked by the body's rules, each message on its own field. */
export const serviceFormSchema = z
  .object({
    name: z.string(),
    type: z.string(),
    province: z.string(),
    city: z.string(),
    address: z.string(),
    phone: z.string(),
    hours: z.string(),
    bpjs: z.string(),
    lat: z.string(),
    lng: z.string(),
  })
  .transform((form, ctx): ServiceBody => {
    const parsed = serviceBodySchema.safeParse({
      ...form,
      province: form.province || null,
      bpjs: form.bpjs === '' ? null : form.bpjs === 'ya',
      lat: coordinateOf(form.lat),
      lng: coordinateOf(form.lng),
    });
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? 'name');
      const message = field === 'type' ? serviceMessages.typeInvalid : issue.message;
      ctx.addIssue({ code: 'custom', message, path: [field] });
    }
    return z.NEVER;
  });
