/** Wire primitives shared by the entity schemas, declared once. */
import { z } from 'zod';

/** Money is held as integer cents everywhere (spec 9). */
export const centsSchema = z.number().int();

/** Dates cross the wire as ISO 8601 strings with a zone (Z or an offset). */
export const isoDateTimeSchema = z.iso.datetime({ offset: true });
export type IsoDateTime = z.infer<typeof isoDateTimeSchema>;

/** A date that may be absent: null on the wire. */
export const optionalDateSchema = isoDateTimeSchema.nullable();

/** Ids are strings on the wire (numeric ids such as app 18270 arrive as '18270'). */
export const idSchema = z.string().min(1);
