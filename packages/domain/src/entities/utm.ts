/** UTM parameters tracked with installs (spec 9). */
import { z } from 'zod';

export const utmSchema = z.object({
  source: z.string().optional(),
  medium: z.string().optional(),
  campaign: z.string().optional(),
  content: z.string().optional(),
  term: z.string().optional(),
});
export type Utm = z.infer<typeof utmSchema>;
