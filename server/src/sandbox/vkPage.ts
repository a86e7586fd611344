import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { refuseCrossSite } from '../routes/sameOrigin';
import type { ServiceContext } from '../services/context';
import { VK_LINK_URL } from '../services/profile';
import { linkVk } from '../services/social';
import { escapeHtml, NO_ICON } from './html';
import { identifyViewer } from '../routes/buyer';

const HTML = 'text/html; charset=utf-8';
export const VK_AUTHORIZE_PATH = VK_LINK_URL;
/** Where the provider sends the person back, as a real OAuth redirect would. */
const RETURN_TO = '/profile';

function page(body: string): string {
  return `<!doctype html><html lang="ru"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">${NO_ICON}<title>ВКонтакте · песочница</title>
<style>body{margin:0;font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#edeef0;color:#222}
.box{max-width:420px;margin:40px auto;background:#fff;border-radius:12px;box-shadow:0 4px 18px rgba(0,0,0,.1);padding:24px}
.logo{font-weight:700;color:#0077ff;font-size:20px}.muted{color:#6d7885;font-size:13px}
.btns{display:flex;gap:12px;margin-top:20px}button,a.btn{flex:1;padding:11px;border:0;border-radius:8px;font-size:15px;
text-align:center;text-decoration:none;cursor:pointer}.ok{background:#0077ff;color:#fff}.no{background:#e5ebf1;color:#222}</style>
</head><body><main class="box"><div class="logo">ВКонтакте</div><p class="muted">Тестовая среда: ничего не уходит во ВКонтакте.</p>${body}</main></body></html>`;
}

/**
 * The sandbox vk provider: the page the social control's link url opens. Confirming links a
 * made-up vk account to the signed-in user and sends the person back to /profile, as the real
 * OAuth round trip would.
 */
export const vkSandboxRoutes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (
  app,
  { ctx },
) => {
  identifyViewer(app, ctx);
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    reply.header('x-frame-options', 'DENY');
    return payload;
  });

  app.get(VK_AUTHORIZE_PATH, { schema: { hide: true } }, async (request, reply) => {
    const viewer = request.viewer;
    if (viewer.kind !== 'user') {
      return reply.type(HTML).send(
        page(`<p>Чтобы привязать аккаунт, сначала войдите на сайт.</p>
<div class="btns"><a class="btn ok" href="/login">Войти</a></div>`),
      );
    }
    return reply.type(HTML).send(
      page(`<p>Сайт кинотеатра запрашивает доступ к вашему аккаунту: имя и фото профиля.</p>
<form method="post" action="${escapeHtml(VK_AUTHORIZE_PATH)}"><div class="btns">
<a class="btn no" href="${escapeHtml(RETURN_TO)}">Отмена</a>
<button class="ok" type="submit">Разрешить</button></div></form>`),
    );
  });

  app.post(
    VK_AUTHORIZE_PATH,
    { schema: { hide: true }, preHandler: refuseCrossSite },
    async (request, reply) => {
      const viewer = request.viewer;
      if (viewer.kind !== 'user') return reply.redirect('/login', 303);
      await linkVk(ctx, viewer);
      return reply.redirect(RETURN_TO, 303);
    },
  );
};
