import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { notificationMessages } from 'shared-api/contract';
import type { AppContext } from '../../app-context.ts';
import { badRequest } from '../../errors.ts';
import { SITE_NAME } from '../seo/site-identity.ts';
import { unsubscribe } from './notifications-service.ts';
import { readUnsubscribeToken } from './unsubscribe-tokens.ts';

type TokenRequest = FastifyRequest<{ Params: { token: string } }>;

const KIND_NAMES: Record<string, { en: string; ne: string }> = {
  application_received: { en: 'new applications', ne: 'नयाँ आवेदनहरू' },
  application_status: { en: 'updates on your applications', ne: 'तपाईंका आवेदनका अद्यावधिकहरू' },
  job_closing: { en: 'saved jobs closing soon', ne: 'चाँडै बन्द हुने सेभ गरिएका जागिरहरू' },
  training_reminder: {
    en: 'reminders the day before a training starts',
    ne: 'तालिम सुरु हुनुभन्दा अघिल्लो दिनको सम्झना',
  },
  message_received: { en: 'new messages about applications', ne: 'आवेदनसम्बन्धी नयाँ सन्देशहरू' },
  invitation_received: { en: 'invitations to apply from employers', ne: 'रोजगारदाताबाट आवेदन दिने निमन्त्रणा' },
};

function page(title: string, body: string): string {
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
    `<title>${title}</title></head><body style="font-family:sans-serif;max-width:36rem;margin:2rem auto;padding:0 1rem">` +
    `${body}<p><a href="/">${SITE_NAME.en} / ${SITE_NAME.ne}</a></p></body></html>`
  );
}

/**
 * One-click unsubscribe (RFC 8058) at /api/unsubscribe/:token, no login: POST (a mail client sends
 * `List-Unsubscribe=One-Click`) turns off email for exactly the token's user and kind; GET only shows a page
 * whose button POSTs, so a link scanner fetching the URL changes nothing. A bad token is a 400.
 */
export const unsubscribeRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  // Mail clients post the RFC 8058 body as a form; parsed here only (this plugin's scope).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  const scopeOf = (request: TokenRequest) => {
    const scope = readUnsubscribeToken(ctx.config.jwtSecret, request.params.token);
    if (!scope) throw badRequest(notificationMessages.unsubscribeInvalid);
    return scope;
  };

  app.get('/unsubscribe/:token', async (request: TokenRequest, reply: FastifyReply) => {
    const { kind } = scopeOf(request);
    const names = KIND_NAMES[kind] ?? { en: kind, ne: kind };
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(
        page(
          'Unsubscribe',
          `<h1>Unsubscribe / सदस्यता हटाउनुहोस्</h1>` +
            `<p>Stop emails about ${names.en}? You can turn them on again in your settings.</p>` +
            `<p lang="ne">${names.ne}बारे इमेल रोक्ने हो? तपाईं सेटिङमा फेरि खोल्न सक्नुहुन्छ।</p>` +
            `<form method="post"><input type="hidden" name="List-Unsubscribe" value="One-Click">` +
            `<button type="submit">Unsubscribe / सदस्यता हटाउनुहोस्</button></form>`,
        ),
      );
  });

  app.post('/unsubscribe/:token', async (request: TokenRequest, reply: FastifyReply) => {
    const { userId, kind } = scopeOf(request);
    // A deleted account has nothing left to turn off: the answer is the same.
    await unsubscribe(ctx.db, userId, kind);
    reply.header('cache-control', 'no-store');
    if (request.headers.accept?.includes('text/html')) {
      return reply
        .type('text/html; charset=utf-8')
        .send(
          page(
            'Unsubscribed',
            '<h1>You are unsubscribed / सदस्यता हटाइयो</h1><p>You will get no more emails of this kind.</p>' +
              '<p lang="ne">तपाईंलाई अब यस्ता इमेल आउने छैनन्।</p>',
          ),
        );
    }
    return { unsubscribed: true, kind };
  });
};
