/** Partner experts (spec 7): profiles, message, review (comment) and visits. */
import { expertListResponseSchema, expertMessageBodySchema, expertResponseSchema, expertReviewBodySchema, expertVisitBodySchema } from '@marketplace/domain/calls/experts';
import type { Expert, ExpertMessage, ExpertReview, ExpertVisit } from '@marketplace/domain/entities/expert';
import { z } from 'zod';
import { ApiArea } from './api-error.ts';
import type { Transport } from './http.ts';

export interface ExpertsClient {
  /** GET partners/experts_marketplace (the platform's addition: every expert, for the partners page). */
  list(): Promise<Expert[]>;
  /** GET partners/experts_marketplace/{id} (id or slug) */
  get(expertId: string): Promise<Expert>;
  /** POST partners/experts_marketplace/{id}/message (204) */
  sendMessage(expertId: string, message: ExpertMessage): Promise<void>;
  /** POST partners/experts_marketplace/{id}/comment (204): 409 when this email already reviewed the expert. */
  sendReview(expertId: string, review: ExpertReview): Promise<void>;
  /** POST partners/experts/visits (204) */
  recordVisit(visit: ExpertVisit): Promise<void>;
}

export function createExpertsClient(platform: Transport): ExpertsClient {
  const http = platform.withArea(ApiArea.experts);
  const path = (expertId: string) => `/partners/experts_marketplace/${encodeURIComponent(expertId)}`;
  return {
    list: () => http.call({ method: 'GET', path: '/partners/experts_marketplace', response: expertListResponseSchema }),
    get: (expertId) => http.call({ method: 'GET', path: path(expertId), response: expertResponseSchema }),
    sendMessage: async (expertId, message) => {
      await http.call({ method: 'POST', path: `${path(expertId)}/message`, body: message, request: expertMessageBodySchema, response: z.null() });
    },
    sendReview: async (expertId, review) => {
      await http.call({ method: 'POST', path: `${path(expertId)}/comment`, body: review, request: expertReviewBodySchema, response: z.null() });
    },
    recordVisit: async (visit) => {
      await http.call({ method: 'POST', path: '/partners/experts/visits', body: visit, request: expertVisitBodySchema, response: z.null() });
    },
  };
}
