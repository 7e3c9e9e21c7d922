import type { Message } from '../../../common/contract/errors';
import type { NewsletterConfirmResponse, NewsletterTokenBody, SubscribeBody } from '../../../common/contract/newsletter';
import { baseApi } from '../../api/baseApi';

export const newsletterApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    subscribeNewsletter: build.mutation<Message, SubscribeBody>({
      query: (body) => ({ url: '/newsletter/subscribe', method: 'POST', body }),
    }),
    confirmNewsletter: build.mutation<NewsletterConfirmResponse, NewsletterTokenBody>({
      query: (body) => ({ url: '/newsletter/confirm', method: 'POST', body }),
    }),
    unsubscribeNewsletter: build.mutation<Message, NewsletterTokenBody>({
      query: (body) => ({ url: '/newsletter/unsubscribe', method: 'POST', body }),
    }),
  }),
});

export const { useSubscribeNewsletterMutation, useConfirmNewsletterMutation, useUnsubscribeNewsletterMutation } = newsletterApi;
