import { baseApi } from '../../api/baseApi';

export interface NewsletterMessage {
  msg: string;
}

export interface NewsletterConfirmation extends NewsletterMessage {
  status: 'confirmed' | 'already_confirmed';
}

export const newsletterApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    subscribeNewsletter: build.mutation<NewsletterMessage, { email: string }>({
      query: (body) => ({ url: '/newsletter/subscribe', method: 'POST', body }),
    }),
    confirmNewsletter: build.mutation<NewsletterConfirmation, { token: string }>({
      query: (body) => ({ url: '/newsletter/confirm', method: 'POST', body }),
    }),
    unsubscribeNewsletter: build.mutation<NewsletterMessage, { token: string }>({
      query: (body) => ({ url: '/newsletter/unsubscribe', method: 'POST', body }),
    }),
  }),
});

export const { useSubscribeNewsletterMutation, useConfirmNewsletterMutation, useUnsubscribeNewsletterMutation } = newsletterApi;
