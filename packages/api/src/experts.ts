/** Partner experts (spec 7): profile, message, review (comment) and visits. */
import {
  expertMessageSchema,
  expertReviewSchema,
  expertSchema,
  expertVisitSchema,
  type Expert,
  type ExpertMessage,
  type ExpertReview,
  type ExpertVisit,
} from '@marketplace/domain/entities/expert';
import { z } from 'zod';
import { ApiArea } from './api-error.ts';
import type { Transport } from './http.ts';

export interface ExpertsClient {
  /** GET partners/experts_marketplace/{id} */
  get(expertId: string): Promise<Expert>;
  /** POST partners/experts_marketplace/{id}/message */
  sendMessage(expertId: string, message: ExpertMessage): Promise<void>;
  /** POST partners/experts_marketplace/{id}/comment */
  sendReview(expertId: string, review: ExpertReview): Promise<void>;
  /** POST partners/experts/visits */
  recordVisit(visit: ExpertVisit): Promise<void>;
}

export function createExpertsClient(platform: Transport): ExpertsClient {
  const http = platform.withArea(ApiArea.experts);
  const path = (expertId: string) => `/partners/experts_marketplace/${encodeURIComponent(expertId)}`;
  return {
    get: (expertId) => http.call({ method: 'GET', path: path(expertId), response: expertSchema }),
    sendMessage: async (expertId, message) => {
      await http.call({ method: 'POST', path: `${path(expertId)}/message`, body: expertMessageSchema.parse(message), response: z.unknown() });
    },
    sendReview: async (expertId, review) => {
      await http.call({ method: 'POST', path: `${path(expertId)}/comment`, body: expertReviewSchema.parse(review), response: z.unknown() });
    },
    recordVisit: async (visit) => {
      await http.call({ method: 'POST', path: '/partners/experts/visits', body: expertVisitSchema.parse(visit), response: z.unknown() });
    },
  };
}
