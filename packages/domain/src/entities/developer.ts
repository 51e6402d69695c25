/** Developer profile (GET /developers/{id}/profile): id plus profile fields (spec 3). */
import { z } from 'zod';

export const developerSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  logo: z.string().nullable(),
  website: z.string().nullable(),
  email: z.string().nullable(),
  country: z.string().nullable(),
});
export type Developer = z.infer<typeof developerSchema>;
