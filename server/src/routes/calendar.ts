import type { FastifyReply } from 'fastify';

/**
 * Sends an iCalendar file (decision 480): `text/calendar`, which a phone opens in its calendar
 * app ('Добавить' on an iPhone), saved under the order's name elsewhere; never cached (it is
 * one buyer's order).
 */
export function sendCalendar(reply: FastifyReply, ics: string, fileName: string): FastifyReply {
  return reply
    .header('cache-control', 'no-store')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .type('text/calendar; charset=utf-8')
    .send(ics);
}
